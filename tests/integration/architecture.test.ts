import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { ESLint } from 'eslint';

// The boundaries of DESIGN.md are lint rules; these cases prove each rule fires (and lets the allowed through).
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('architecture boundaries', () => {
  it.each([
    ['domain', 'domain/src/contracts/x.ts', "import { Injectable } from '@nestjs/common';"],
    ['domain', 'domain/src/contracts/x.ts', "import { Entity } from 'typeorm';"],
    ['domain', 'domain/src/contracts/x.ts', "import pg from 'pg';"],
    ['domain', 'domain/src/contracts/x.ts', "import { useState } from 'react';"],
    ['domain', 'domain/src/contracts/x.ts', "import { readFileSync } from 'node:fs';"],
    ['domain', 'domain/src/contracts/x.ts', "import { projections } from '@rent/projections';"],
    ['projections', 'projections/src/x/x.ts', "import { createApp } from '@rent/backend';"],
    ['projections', 'projections/src/x/x.ts', "import { Injectable } from '@nestjs/common';"],
    ['frontend', 'frontend/src/x.ts', "import { createApp } from '@rent/backend';"],
    ['frontend', 'frontend/src/x.ts', "import { Entity } from 'typeorm';"],
  ])('%s may not: %s', async (_layer, file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['domain/src/contracts/x.ts', "import { z } from 'zod';\nimport dayjs from 'dayjs';"],
    ['projections/src/x/x.ts', "import { decide } from '@rent/domain';\nimport { Entity } from 'typeorm';"],
    ['frontend/src/x.ts', "import { decide } from '@rent/domain';\nimport { useState } from 'react';"],
  ])('%s may import its allowed dependencies', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('no layer reaches two folders up', async () => {
    expect(await boundaryErrors('frontend/src/a/b.ts', "import x from '../../x.js';")).toHaveLength(1);
  });
});
