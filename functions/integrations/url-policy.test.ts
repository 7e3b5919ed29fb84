import { describe, expect, it, vi } from 'vitest';
import { webhookUrlProblem } from './url-policy';

const HOSTILE = [
  'http://example.com/hook',
  'https://localhost/hook',
  'https://LOCALHOST./hook',
  'https://api.localhost/hook',
  'https://127.0.0.1/hook',
  'https://127.1/hook',
  'https://2130706433/hook',
  'https://0x7f000001/hook',
  'https://0177.0.0.1/hook',
  'https://0x7f.0.0.1/hook',
  'https://[::1]/hook',
  'https://[::ffff:127.0.0.1]/hook',
  'https://[::ffff:7f00:1]/hook',
  'https://[0:0:0:0:0:0:0:1]/hook',
  'https://10.0.0.5/hook',
  'https://172.16.0.1/hook',
  'https://172.31.255.255/hook',
  'https://192.168.1.1/hook',
  'https://100.64.0.1/hook',
  'https://169.254.169.254/latest/meta-data',
  'https://169.254.0.1/hook',
  'https://[fe80::1]/hook',
  'https://[fc00::1]/hook',
  'https://[fd12:3456::1]/hook',
  'https://[::ffff:169.254.169.254]/hook',
  'https://[::ffff:a9fe:a9fe]/hook',
  'https://metadata.google.internal/computeMetadata/v1/',
  'https://instance-data/latest',
  'https://printer.local/hook',
  'https://db.internal/hook',
  'https://0.0.0.0/hook',
  'https://224.0.0.1/hook',
  'https://user:pass@example.com/hook',
  'ftp://example.com/hook',
  'file:///etc/passwd',
  'javascript:alert(1)',
  'not a url',
];

describe('webhook URL policy', () => {
  it(`refuses ${HOSTILE.length} hostile URLs outside development, without fetching anything`, () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const accepted = HOSTILE.filter((url) => webhookUrlProblem(url, 'production') === null);
    expect(accepted).toEqual([]);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('accepts public https URLs', () => {
    for (const url of [
      'https://hooks.slack.com/services/T/B/X',
      'https://example.com:8443/webhooks?x=1',
      'https://8.8.8.8/hook',
      'https://[2606:4700::1111]/hook',
    ]) {
      expect(webhookUrlProblem(url, 'production'), url).toBeNull();
    }
  });

  it('lets development use local receivers, but never metadata or link-local addresses', () => {
    expect(webhookUrlProblem('http://127.0.0.1:9999/hook', 'development')).toBeNull();
    expect(webhookUrlProblem('http://localhost:9999/hook', 'development')).toBeNull();
    expect(webhookUrlProblem('http://169.254.169.254/latest', 'development')).not.toBeNull();
    expect(webhookUrlProblem('http://metadata.google.internal/', 'development')).not.toBeNull();
  });
});
