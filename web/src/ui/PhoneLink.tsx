/**
 * A phone number people can tap to call: the text is formatPhone's
 * (+91 98765 43210), the link tel:+91... A job's 10 digits and a profile's
 * E.164 both dial +91; anything that is not a number shows as text.
 */
import { phoneLinkOf } from '@jobsearch/domain/phone';

interface PhoneLinkProps {
  number: string;
  className?: string;
}

export function PhoneLink({ number, className }: PhoneLinkProps) {
  const link = phoneLinkOf(number);
  const classes = ['phone-link', className].filter(Boolean).join(' ');
  if (!link) return <span className={classes}>{number}</span>;
  return (
    <a href={link.href} className={classes} data-testid="phone-link">
      {link.text}
    </a>
  );
}
