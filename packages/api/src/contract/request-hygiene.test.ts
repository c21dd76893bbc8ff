import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';
import type { Endpoint } from './endpoint.js';
import { TEXT_MAX_LENGTH, TEXT_MESSAGES, text } from './fields.js';

const exported: [string, unknown][] = Object.entries(contract);
const endpoints = exported.filter(
  (entry): entry is [string, Endpoint] =>
    typeof entry[1] === 'object' && entry[1] !== null && 'path' in entry[1] && 'request' in entry[1],
);

type JsonSchema = Record<string, unknown>;

/** Every place in a request's JSON schema (its input side) where a string or an array is read. */
function loosePlaces(schema: unknown, at: string, found: string[]): string[] {
  if (Array.isArray(schema)) schema.forEach((item, i) => loosePlaces(item, `${at}[${i}]`, found));
  if (typeof schema !== 'object' || schema === null) return found;
  const node = schema as JsonSchema;
  // An enum or a literal is as bounded as text gets; an uploaded file is bytes, checked by size.
  const bounded = 'enum' in node || 'const' in node || 'contentEncoding' in node || node.format === 'binary';
  if (node.type === 'string' && !bounded) {
    if (typeof node.maxLength !== 'number') found.push(`${at}: text without a maximum length`);
    if (typeof node.pattern !== 'string') found.push(`${at}: text that may hold control characters`);
  }
  if (node.type === 'array' && typeof node.maxItems !== 'number')
    found.push(`${at}: array without a maximum`);
  for (const [key, value] of Object.entries(node)) loosePlaces(value, `${at}.${key}`, found);
  return found;
}

describe('request hygiene, for every endpoint of the contract', () => {
  it('finds the endpoints', () => {
    expect(endpoints.length).toBeGreaterThan(50);
  });

  it('reads every string through the one text type and bounds every array', () => {
    const loose = endpoints.flatMap(([name, e]) =>
      loosePlaces(z.toJSONSchema(e.request, { io: 'input', unrepresentable: 'any' }), name, []),
    );
    expect(loose).toEqual([]);
  });

  it('refuses NUL and other control characters, keeps line breaks, tabs, emoji and RTL text', () => {
    const field = text();
    expect(field.safeParse('a\u0000b').error?.issues[0]?.message).toBe(TEXT_MESSAGES.control);
    expect(field.safeParse('\u001b[31m').success).toBe(false);
    expect(field.safeParse('\u007f').success).toBe(false);
    expect(field.safeParse('line one\nline two\tand a tab\r\n').success).toBe(true);
    expect(field.safeParse('Flat white ☕️ 👩🏽‍🍳').success).toBe(true);
    expect(field.safeParse('مرحبا بالعالم').success).toBe(true);
  });

  it('refuses text past its maximum, 100 kB included', () => {
    expect(text().safeParse('x'.repeat(TEXT_MAX_LENGTH)).success).toBe(true);
    expect(text().safeParse('x'.repeat(100_000)).error?.issues[0]?.message).toBe(
      TEXT_MESSAGES.tooLong(TEXT_MAX_LENGTH),
    );
  });
});
