import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Card } from '@/components/ui/Card';
import { Link } from '@/components/ui/Link';
import { Page } from '@/components/ui/Page';
import { useCacheAnswer } from '@/features/records/actions/cached-answer';
import { ConfirmCallButton } from '@/features/records/actions/ConfirmCallButton';
import { getCurrentUserQuery } from '@/generated/api/bootstrap';
import { checkoutBasketMutation, getOwnBasketQuery } from '@/generated/api/store';
import type { Basket } from '@/generated/models';
import { formatMoney } from '@/lib/format';
import { BasketTable, Totals } from './basket-items';
import './store.css';
import { siteMapPath } from '@/config/site-map';

const CHECKOUT_FAILED = 'A megrendelés nem sikerült. Kérjük, próbálja újra később.';
const ORDERS = siteMapPath('store-orders');

/**
 * The own basket (`baskets/sajat/`, section 2 kosarak/sajat.html): items with quantities changed in
 * place and removal, totals, and checkout (`checkout/`) after a confirmation. The checkout's answer is the new empty
 * basket, which replaces the stored one (section 4); the order just sent stays shown with a link to the orders.
 */
export function BasketScreen() {
  const keepBasket = useCacheAnswer(getOwnBasketQuery());
  const { data: basket } = useSuspenseQuery(getOwnBasketQuery());
  const readOnly = useSuspenseQuery(getCurrentUserQuery()).data.is_readonly;
  const [ordered, setOrdered] = useState<Basket | null>(null);
  return (
    <Page title="Saját kosár" actions={<Link href={ORDERS}>Rendelések</Link>}>
      {ordered ? (
        <Card title="Elküldött rendelés">
          <Alert tone="success">
            <p>
              A megrendelés elküldve ({ordered.items.length} tétel, {formatMoney(ordered.gross_price)}). Állapotát a <Link href={ORDERS}>rendelések</Link> között
              követheti.
            </p>
          </Alert>
          <BasketTable basket={ordered} editable={false} label="Elküldött rendelés tételei" />
          <Totals basket={ordered} />
        </Card>
      ) : null}
      <Card title="Kosár tartalma">
        <BasketTable basket={basket} editable={!readOnly} label="Kosár tételei" />
        <Totals basket={basket} />
        {readOnly ? null : (
          <div className="store-tools__row">
            <ConfirmCallButton
              variant="primary"
              isDisabled={basket.items.length === 0}
              mutation={checkoutBasketMutation()}
              variables={{ path: { basketId: basket.id } }}
              confirm={{
                title: 'Megrendelés',
                message: `Elküldi a kosár ${basket.items.length} tételét megrendelésre (${formatMoney(basket.gross_price)})?`,
                label: 'Megrendelés',
              }}
              success="A megrendelés elküldve."
              failure={CHECKOUT_FAILED}
              onDone={(next) => {
                setOrdered(basket);
                keepBasket(next);
              }}
            >
              Megrendelés
            </ConfirmCallButton>
          </div>
        )}
      </Card>
    </Page>
  );
}
