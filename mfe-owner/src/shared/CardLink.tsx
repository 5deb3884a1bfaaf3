import { css } from '@camperdeel/ui/styled-system/css';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const linkStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  color: 'brand.text',
  fontWeight: 'medium',
  textDecoration: 'underline',
  py: '1.5',
  minH: '11',
});

/** A link in a card on 'Mijn camper' to an owner page without a tab of its own: one look, a finger-sized target. */
export function CardLink({ to, icon, children }: { to: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Link to={to} className={linkStyle}>
      {icon}
      {children}
    </Link>
  );
}
