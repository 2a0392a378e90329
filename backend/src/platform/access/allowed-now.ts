/**
 * A guard's synchronous "allowed". Nest's GuardsConsumer takes a boolean without awaiting it
 * (CanActivate allows boolean | Promise | Observable); the library guards we extend
 * (ThrottlerGuard, passport's AuthGuard) declare canActivate as returning a Promise only.
 */
export const ALLOWED_NOW = true as unknown as Promise<boolean>;
