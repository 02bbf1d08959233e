import '@/shared/ui/button.css';
import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'link';
export type ButtonSize = 'middle' | 'small';

interface Look {
  /** default: outlined; primary: filled; danger: outlined in the danger colour; link: text only. */
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** The class names of a button's look, for an element that must stay what it is. */
export function buttonClass({ variant = 'default', size = 'middle' }: Look, extra?: string) {
  let name = 'vaga-button';
  if (variant !== 'default') name += ` vaga-button--${variant}`;
  if (size === 'small') name += ' vaga-button--small';
  return extra ? `${name} ${extra}` : name;
}

/** The one button of both audiences; of type "button" unless told. */
export const Button = forwardRef<HTMLButtonElement, Look & ButtonHTMLAttributes<HTMLButtonElement>>(
  function Button({ variant, size, className, type = 'button', ...rest }, ref) {
    return (
      <button
        {...rest}
        ref={ref}
        type={type}
        className={buttonClass({ variant, size }, className)}
      />
    );
  },
);

/** A router link that looks like a button (it goes somewhere rather than doing something). */
export function ButtonLink({ variant, size, className, ...rest }: Look & LinkProps) {
  return <Link {...rest} className={buttonClass({ variant, size }, className)} />;
}
