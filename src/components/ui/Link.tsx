import { Link as AriaLink, type LinkProps } from 'react-aria-components';

/** A link; inside the app react-aria hands it to the router (see the RouterProvider in the root route). */
export function Link({ className, ...props }: LinkProps) {
  return <AriaLink {...props} className={`link${typeof className === 'string' ? ` ${className}` : ''}`} />;
}
