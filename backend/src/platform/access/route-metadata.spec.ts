import { Controller, Get, SetMetadata } from '@nestjs/common';
import { RouteMetadata } from './route-metadata.js';

@SetMetadata('role', 'class')
@Controller()
class Base {
  @Get()
  @SetMetadata('role', 'handler')
  marked() {}

  @Get()
  plain() {}
}

@SetMetadata('role', 'subclass')
@Controller()
class Sub extends Base {}

describe('RouteMetadata', () => {
  it('answers like Reflector.getAllAndOverride (handler over class), also when asked again', () => {
    const routes = new RouteMetadata();
    for (let i = 0; i < 2; i++) {
      expect(routes.getAllAndOverride('role', [Base.prototype.marked, Base])).toBe('handler');
      expect(routes.getAllAndOverride('role', [Base.prototype.plain, Base])).toBe('class');
      expect(routes.getAllAndOverride('missing', [Base.prototype.plain, Base])).toBeUndefined();
    }
  });

  it("answers a handler inherited by another controller with that controller's metadata", () => {
    const routes = new RouteMetadata();
    expect(routes.getAllAndOverride('role', [Base.prototype.plain, Base])).toBe('class');
    expect(routes.getAllAndOverride('role', [Sub.prototype.plain, Sub])).toBe('subclass');
    expect(routes.getAllAndOverride('role', [Base.prototype.plain, Base])).toBe('class');
  });
});
