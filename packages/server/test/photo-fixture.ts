/** A one-pixel PNG uploaded as a phone or the pack bench uploads a photo (ADR 019); answers its file id. */
import { expect } from 'vitest';
import type { TestServer } from './harness.ts';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function uploadPng(t: TestServer, cookie: string): Promise<string> {
  const res = await t.server.app.inject({
    method: 'POST',
    url: '/api/files',
    headers: { 'content-type': 'image/png', cookie },
    payload: PNG,
  });
  expect(res.statusCode).toBe(201);
  return JSON.parse(res.body).fileID as string;
}
