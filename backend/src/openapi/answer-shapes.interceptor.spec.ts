import { describe, expect, it, jest } from '@jest/globals';
import { type CallHandler, type ExecutionContext, InternalServerErrorException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Logger } from 'pino';
import { lastValueFrom, of } from 'rxjs';
import { z } from 'zod';
import type { AppConfig } from '../config/config.js';
import { Answers } from '../http/answers.js';
import { AnswerShapesInterceptor } from './answer-shapes.interceptor.js';

class Routes {
  @Answers.json(z.object({ id: z.string(), at: z.iso.datetime() }))
  one() {}

  @Answers.file('application/pdf')
  file() {}
}

const context = (handler: keyof Routes) =>
  ({ getHandler: () => Routes.prototype[handler], getClass: () => Routes }) as unknown as ExecutionContext;
const answering = (value: unknown): CallHandler => ({ handle: () => of(value) });

const run = (env: AppConfig['NODE_ENV'], handler: keyof Routes, value: unknown) => {
  const log = { error: jest.fn() };
  const interceptor = new AnswerShapesInterceptor(
    new Reflector(),
    log as unknown as Logger,
    {
      NODE_ENV: env,
    } as AppConfig,
  );
  return { log, answer: lastValueFrom(interceptor.intercept(context(handler), answering(value))) };
};

describe('the check of answers against their declared schemas', () => {
  it('lets an answer in its declared shape through unchanged, as it goes on the wire (a date as text)', async () => {
    const value = { id: 'c-1', at: new Date('2026-11-27T10:00:00Z') };
    await expect(run('test', 'one', value).answer).resolves.toBe(value);
  });

  it('turns an answer that strays from its schema into a 500 and logs the route and the field', async () => {
    const { log, answer } = run('development', 'one', { id: 7, at: '2026-11-27T10:00:00Z' });
    await expect(answer).rejects.toBeInstanceOf(InternalServerErrorException);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ route: 'Routes.one', issues: [expect.objectContaining({ path: ['id'] })] }),
      expect.any(String),
    );
  });

  it('does not check in production, nor a route that answers a file', async () => {
    await expect(run('production', 'one', { id: 7 }).answer).resolves.toEqual({ id: 7 });
    await expect(run('test', 'file', Buffer.from('%PDF')).answer).resolves.toEqual(Buffer.from('%PDF'));
  });
});
