import type { OwnerBalance } from '@camperdeel/client/costs';
import { balanceInWords } from '@camperdeel/rules/costs';
import { formatEuro } from '@camperdeel/rules/format';
import { css } from '@camperdeel/ui/styled-system/css';

/** Each co-owner's balance with what it means in words: positive gets money back, negative still pays. */
export function BalanceList({ saldi }: { saldi: OwnerBalance[] }) {
  return (
    <ul className={css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2' })}>
      {saldi.map((s) => (
        <li
          key={s.user_id}
          aria-label={`Saldo ${s.naam}`}
          className={css({
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'baseline',
            rowGap: '1',
            columnGap: '3',
            flexWrap: 'wrap',
          })}
        >
          <span className={css({ fontWeight: 'medium' })}>{s.naam}</span>
          <span>
            <span className={css({ fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' })}>
              {formatEuro(Math.abs(s.saldo) / 100)}
            </span>{' '}
            <span className={css({ color: 'fg.muted' })}>{balanceInWords(s.saldo)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
