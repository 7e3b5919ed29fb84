import type { EmailContent } from '../platform/email-transport';

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

interface LayoutInput {
  subject: string;
  preheader: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** One layout for every message: a heading, paragraphs, an optional button, plain-text twin. */
export function layout(input: LayoutInput): EmailContent {
  const button = input.action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(input.action.url)}" style="background:#15803d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="font-size:13px;color:#64748b">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escapeHtml(input.action.url)}" style="color:#15803d;word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f8fafc;font-family:Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(input.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-size:18px;font-weight:700">Abastece <span style="color:#15803d;font-size:12px;letter-spacing:2px;text-transform:uppercase">Mercado</span></p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.heading)}</h1>
${input.paragraphs.map((p) => `<p style="font-size:15px;line-height:1.6;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${button}
${input.footnote ? `<p style="font-size:13px;color:#64748b;margin-top:24px">${escapeHtml(input.footnote)}</p>` : ''}
</td></tr></table>
<p style="font-size:12px;color:#94a3b8;margin-top:16px">Abastece · Mercado — compras B2B para o seu negócio</p>
</td></tr></table></body></html>`;
  const text = [
    input.heading,
    '',
    ...input.paragraphs,
    ...(input.action ? ['', `${input.action.label}: ${input.action.url}`] : []),
    ...(input.footnote ? ['', input.footnote] : []),
    '',
    '— Abastece · Mercado',
  ].join('\n');
  return { subject: input.subject, html, text };
}
