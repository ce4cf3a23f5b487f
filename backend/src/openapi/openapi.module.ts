import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR, DiscoveryModule } from '@nestjs/core';
import { AnswerShapesInterceptor } from './answer-shapes.interceptor.js';
import { ApiRoutes } from './api-routes.js';
import { OpenApiController } from './openapi.controller.js';

/** The API's OpenAPI document and its page, and (outside production) the check of answers against it. */
@Module({
  imports: [DiscoveryModule],
  controllers: [OpenApiController],
  providers: [ApiRoutes, { provide: APP_INTERCEPTOR, useClass: AnswerShapesInterceptor }],
  exports: [ApiRoutes],
})
export class OpenApiModule {}
