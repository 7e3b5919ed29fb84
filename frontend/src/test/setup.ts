import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty page: what one rendered is not found by the next.
afterEach(() => cleanup());
