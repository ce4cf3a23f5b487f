import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { type NewRating, newRatingSchema, type RatingSummary, ratingSummarySchema } from '@rent/domain';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { type AuthenticatedRequest, CurrentPrincipal, type Principal, Public } from '../http/principal.js';
import { RatingService } from './rating.service.js';
import { Answers } from '../http/answers.js';

/** The service rating: a signed-in party rates once a month; everyone sees the average. */
@Controller('ratings')
export class RatingController {
  constructor(private readonly ratings: RatingService) {}

  @Answers.json(ratingSummarySchema)
  @Post()
  @HttpCode(201)
  rate(
    @CurrentPrincipal() principal: Principal,
    @Body(new ZodPipe(newRatingSchema)) body: NewRating,
  ): Promise<RatingSummary> {
    return this.ratings.rate(principal, body);
  }

  /** Public: a visitor gets the average; a signed-in caller also learns whether they have rated this month. */
  @Public()
  @Answers.json(ratingSummarySchema)
  @Get('summary')
  summary(@Req() request: AuthenticatedRequest): Promise<RatingSummary> {
    return this.ratings.summary(request.principal);
  }
}
