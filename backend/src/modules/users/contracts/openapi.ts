import { ApiOkResponse, ApiProperty } from '@nestjs/swagger';
import { UserResponse } from '../infrastructure/http/dto/user.responses.js';

/**
 * The OpenAPI description of `SignedInUserView` for another module's routes that answer the
 * signed-in user (auth's sign-in routes): users' response schema stays users' own class, others
 * refer to it through these decorators.
 */
export const ApiSignedInUserProperty = (): PropertyDecorator => ApiProperty({ type: UserResponse });

/** `@ApiOkResponse` whose body is the signed-in user. */
export const ApiSignedInUserResponse = (): MethodDecorator & ClassDecorator => ApiOkResponse({ type: UserResponse });
