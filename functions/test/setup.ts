import { afterAll } from 'vitest';
import { closeTestDb } from './tenant';

afterAll(() => closeTestDb());
