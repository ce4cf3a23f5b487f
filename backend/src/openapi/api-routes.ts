import { Injectable, RequestMethod } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { z } from 'zod';
import { IS_PUBLIC } from '../http/principal.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { ANSWER, type Answer } from '../http/answers.js';
import { BODY_BY_PARAM, type BodyByParam } from '../http/body-by-param.js';

/** One route of the API as its controller declares it: the OpenAPI document and the answer check read it. */
export interface ApiRoute {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  /** Express style, with the global prefix: `/api/contracts/:id`. */
  path: string;
  /** `Controller.method`: the operation's id. */
  operationId: string;
  isPublic: boolean;
  /** The success status: the route's @HttpCode, else Nest's own (201 for POST, 200 for the rest). */
  status: number;
  body?: z.ZodType;
  bodyByParam?: BodyByParam;
  query?: z.ZodType;
  /** Query parameters read one by one, without a schema (`@Query('beginDate')`). */
  queryNames: string[];
  /** Each path parameter, with the schema its pipe validates it with when it has one. */
  params: { name: string; schema?: z.ZodType }[];
  headers: string[];
  answer?: Answer;
}

const METHODS: Partial<Record<RequestMethod, ApiRoute['method']>> = {
  [RequestMethod.GET]: 'get',
  [RequestMethod.POST]: 'post',
  [RequestMethod.PUT]: 'put',
  [RequestMethod.DELETE]: 'delete',
  [RequestMethod.PATCH]: 'patch',
};

interface RouteArg {
  index: number;
  data?: unknown;
  pipes?: unknown[];
}

const joined = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

const zodOf = (arg: RouteArg) => arg.pipes?.find((p): p is ZodPipe<z.ZodType> => p instanceof ZodPipe)?.schema;

/** The routes of the running application, read once from the controllers' own decorators. */
@Injectable()
export class ApiRoutes {
  private routes?: ApiRoute[];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
  ) {}

  list(): ApiRoute[] {
    return (this.routes ??= this.discovery.getControllers().flatMap(({ metatype }) => {
      if (!metatype) return [];
      const prefix = Reflect.getMetadata(PATH_METADATA, metatype) as string | string[] | undefined;
      const prototype = metatype.prototype as Record<string, (...args: unknown[]) => unknown>;
      return this.scanner
        .getAllMethodNames(prototype)
        .flatMap((name) => routeOf(metatype, name, prototype[name]!, [prefix ?? ''].flat()[0] ?? ''));
    }));
  }

  /** The route a method and an Express-style path name (`get`, `/api/contracts/:id`); undefined when none. */
  find(method: ApiRoute['method'], path: string): ApiRoute | undefined {
    return this.list().find((r) => r.method === method && r.path === path);
  }
}

function routeOf(controller: object & { name: string }, name: string, handler: object, prefix: string): ApiRoute[] {
  const path = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
  const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
  if (path === undefined || !method) return [];
  // Nest keeps a handler's parameters on its class, under the method's name.
  const args = Object.entries(
    (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}) as Record<string, RouteArg>,
  );
  return [path].flat().map((own) => {
    const full = joined('api', prefix, own);
    const ofType = (type: RouteParamtypes) =>
      args.filter(([key]) => key.split(':')[0] === String(type)).map(([, arg]) => arg);
    const declared = new Map(ofType(RouteParamtypes.PARAM).map((a) => [a.data as string, zodOf(a)]));
    return {
      method,
      path: full,
      operationId: `${controller.name}.${name}`,
      isPublic: Reflect.getMetadata(IS_PUBLIC, handler) === true,
      status:
        (Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined) ?? (method === 'post' ? 201 : 200),
      body: ofType(RouteParamtypes.BODY).map(zodOf).find(Boolean),
      bodyByParam: Reflect.getMetadata(BODY_BY_PARAM, handler) as BodyByParam | undefined,
      query: ofType(RouteParamtypes.QUERY).map(zodOf).find(Boolean),
      queryNames: ofType(RouteParamtypes.QUERY)
        .map((a) => a.data)
        .filter((q): q is string => typeof q === 'string'),
      params: [...full.matchAll(/:(\w+)/g)].map(([, param]) => ({ name: param!, schema: declared.get(param!) })),
      headers: ofType(RouteParamtypes.HEADERS)
        .map((a) => a.data)
        .filter((h): h is string => typeof h === 'string'),
      answer: Reflect.getMetadata(ANSWER, handler) as Answer | undefined,
    };
  });
}
