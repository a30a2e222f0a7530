import { buildToQuery, formatPrice, slotEntries, copy } from '@cps/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, secondaryButtonClass } from '@/components/form';
import { LoadBoundary } from '@/components/load-boundary';
import { PartThumb } from '@/components/part-thumb';
import { PageSpinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { changeCart, useCart } from '@/hooks/use-cart';
import { useCartReview } from '@/hooks/use-cart-review';
import { removeBuild, removeLine, setLinePrice, setLineQuantity, putBuild } from '@/lib/cart';
import {
  type BuildProblemKind,
  type LineProblem,
  type ReviewedBuild,
  type ReviewedLine,
} from '@/lib/cart-review';

const c = copy.cart.page;
const pr = copy.cart.problems;

function lineProblemText(problem: LineProblem): string {
  switch (problem.kind) {
    case 'gone':
      return pr.gone;
    case 'soldOut':
      return pr.soldOut;
    case 'belowMinimum':
      return pr.belowMinimum(problem.min);
    case 'aboveStock':
      return pr.aboveStock(problem.left);
    case 'priceChanged':
      return pr.priceChanged(problem.was, problem.now);
  }
}

function buildProblemText(problem: BuildProblemKind): string {
  switch (problem.kind) {
    case 'buildGone':
      return pr.buildGone;
    case 'buildIncompatible':
      return pr.buildIncompatible;
    case 'buildPriceChanged':
      return pr.buildPriceChanged(problem.was, problem.now);
  }
}

function Problems({
  texts,
  name,
  onAccept,
}: {
  texts: string[];
  name: string;
  onAccept?: () => void;
}) {
  if (!texts.length) return null;
  return (
    <div role="status" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm">
      <ul className="space-y-1 text-amber-900">
        {texts.map((text) => (
          <li key={text}>
            <strong>Changed:</strong> {text}
          </li>
        ))}
      </ul>
      {onAccept && (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-2 px-3 py-1 text-sm`}
          aria-label={pr.acceptLabel(name)}
          onClick={onAccept}
        >
          {pr.accept}
        </button>
      )}
    </div>
  );
}

const stepClass =
  'inline-flex h-9 w-9 items-center justify-center rounded-lg border border-slate-300 bg-white text-lg font-semibold text-ink hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-40';

/** The quantity within the part's minimum and its stock: − and + and a number to type. */
function QuantityControl({ reviewed }: { reviewed: ReviewedLine }) {
  const { line, part } = reviewed;
  // What is being typed, kept until Enter or leaving the field: brought within the bounds at
  // every keystroke, "12" could never be typed past a minimum of 3.
  const [draft, setDraft] = useState<string>();
  if (!part) return <span className="text-sm text-slate-600">{line.quanity}</span>;
  const min = part.minimumOrderQuanity;
  const max = Math.max(part.availableQuanity, min);
  const set = (value: number) => {
    setDraft(undefined);
    if (!Number.isFinite(value)) return;
    changeCart((cart) => setLineQuantity(cart, line.partId, Math.min(Math.max(value, min), max)));
  };
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        className={stepClass}
        aria-label={c.fewer(part.name)}
        disabled={line.quanity <= min}
        onClick={() => set(line.quanity - 1)}
      >
        −
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={draft ?? line.quanity}
        aria-label={c.quantity(part.name)}
        className="h-9 w-16 rounded-lg border border-slate-300 px-2 text-center tabular-nums"
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={(event) => set(event.currentTarget.valueAsNumber)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') set(event.currentTarget.valueAsNumber);
        }}
      />
      <button
        type="button"
        className={stepClass}
        aria-label={c.more(part.name)}
        disabled={line.quanity >= part.availableQuanity}
        onClick={() => set(line.quanity + 1)}
      >
        +
      </button>
    </div>
  );
}

function LineRow({ reviewed }: { reviewed: ReviewedLine }) {
  const { line, part, accept } = reviewed;
  const name = part?.name ?? (reviewed.pending ? c.loadingPart : c.unknownPart);
  return (
    <li className="flex gap-3 py-4">
      {part ? (
        <Link to={paths.purchase(part._id)} className="shrink-0">
          <PartThumb
            src={part.img}
            width={80}
            alt={part.name}
            className="h-20 w-20 rounded-lg bg-slate-100 object-cover"
          />
        </Link>
      ) : (
        <div className="h-20 w-20 shrink-0 rounded-lg bg-slate-100" aria-hidden="true" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h2 className="font-semibold text-ink [overflow-wrap:anywhere]">
            {part ? <Link to={paths.purchase(part._id)}>{part.name}</Link> : name}
          </h2>
          {part && (
            <p className="font-semibold tabular-nums text-ink">{formatPrice(reviewed.total)}</p>
          )}
        </div>
        {part && (
          <p className="text-sm text-slate-600">
            {c.each(part.price)} · {c.inStock(part.availableQuanity)} ·{' '}
            {c.minimum(part.minimumOrderQuanity)}
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <QuantityControl reviewed={reviewed} />
          <button
            type="button"
            className="text-sm font-semibold text-red-700 underline-offset-2 hover:underline"
            aria-label={c.removeLabel(name)}
            onClick={() => changeCart((cart) => removeLine(cart, line.partId))}
          >
            {c.remove}
          </button>
        </div>
        <Problems
          texts={reviewed.problems.map(lineProblemText)}
          name={name}
          onAccept={
            accept
              ? () =>
                  changeCart((cart) =>
                    setLinePrice(
                      setLineQuantity(cart, line.partId, accept.quanity),
                      line.partId,
                      accept.price,
                    ),
                  )
              : undefined
          }
        />
      </div>
    </li>
  );
}

function BuildRow({ reviewed }: { reviewed: ReviewedBuild }) {
  const { build, price } = reviewed;
  const parts = slotEntries(reviewed.parts).map(([, part]) => part);
  const priceNow = reviewed.problems.find((p) => p.kind === 'buildPriceChanged');
  const onlyPrice = reviewed.problems.length === 1 && priceNow;
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 className="font-semibold text-ink">
          {c.build} ({c.buildParts(slotEntries(build.parts).length)})
        </h2>
        {price && <p className="font-semibold tabular-nums text-ink">{formatPrice(price.total)}</p>}
      </div>
      <ul className="mt-2 space-y-1 text-sm">
        {parts.map((part) => (
          <li key={part._id} className="flex items-center gap-2">
            <PartThumb
              src={part.img}
              width={32}
              className="h-8 w-8 shrink-0 rounded bg-slate-100 object-cover"
            />
            <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{part.name}</span>
            <span className="tabular-nums text-slate-600">{formatPrice(part.price)}</span>
          </li>
        ))}
      </ul>
      {price && price.bundleSaving > 0 && (
        <p className="mt-1 flex justify-between text-sm text-emerald-700">
          <span>{c.bundleSaving}</span>
          <span className="tabular-nums">−{formatPrice(price.bundleSaving)}</span>
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-3 text-sm font-semibold">
        <Link
          to={paths.pcBuilder(buildToQuery(build.parts))}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {c.editBuild}
        </Link>
        <button
          type="button"
          className="text-red-700 underline-offset-2 hover:underline"
          onClick={() => changeCart(removeBuild)}
        >
          {c.removeBuild}
        </button>
      </div>
      <Problems
        texts={reviewed.problems.map(buildProblemText)}
        name={c.build}
        onAccept={
          onlyPrice
            ? () => changeCart((cart) => putBuild(cart, { ...build, total: priceNow.now }))
            : undefined
        }
      />
    </li>
  );
}

function EmptyCart() {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold text-ink">{c.empty}</h1>
      <p className="mt-2 text-slate-600">{c.emptyHint}</p>
      <Link to={paths.parts()} className={`${buttonClass} mt-6`}>
        {c.browse}
      </Link>
    </div>
  );
}

/**
 * /cart: every line with its picture, its price and stock now (a listener per part: the cart
 * document and at most 15 lines and a build's parts), its quantity, remove, and the subtotal;
 * a line that changed since it went in says how, and checkout waits until the buyer decides.
 */
function CartView() {
  const { status, cart } = useCart();
  const { review, failed } = useCartReview(cart);
  // Nothing better to say than the page's LoadBoundary.
  if (failed) throw failed;
  if (status === 'loading') return <PageSpinner label={c.loading} />;
  const lines = review.lines;
  if (!lines.length && !review.build) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
        <EmptyCart />
      </div>
    );
  }
  const waiting = review.pending;
  return (
    <div className="mx-auto grid max-w-6xl items-start gap-6 px-4 py-8 sm:py-12 lg:grid-cols-[1fr_20rem]">
      <section
        aria-labelledby="cart-heading"
        className="rounded-2xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6"
      >
        <h1 id="cart-heading" className="pt-5 text-2xl font-bold text-ink">
          {c.title}
        </h1>
        <ul className="divide-y divide-slate-100">
          {lines.map((reviewed) => (
            <LineRow key={reviewed.line.partId} reviewed={reviewed} />
          ))}
          {review.build && <BuildRow reviewed={review.build} />}
        </ul>
      </section>
      <aside
        aria-label={c.subtotal}
        className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20"
      >
        <p className="flex items-baseline justify-between text-lg font-bold text-ink">
          <span>{c.subtotal}</span>
          <span className="tabular-nums">{waiting ? '…' : formatPrice(review.subtotal)}</span>
        </p>
        <p className="text-sm text-slate-600">{c.deliveryLater}</p>
        {review.blocked ? (
          <>
            <button
              type="button"
              className={`${buttonClass} w-full py-3`}
              disabled
              aria-describedby="cart-blocked"
            >
              {c.checkout}
            </button>
            <p id="cart-blocked" className="text-sm text-amber-900">
              {c.decideFirst}
            </p>
          </>
        ) : waiting ? (
          <button type="button" className={`${buttonClass} w-full py-3`} disabled>
            {c.checkout}
          </button>
        ) : (
          <Link to={paths.checkout} className={`${buttonClass} w-full py-3`}>
            {c.checkout}
          </Link>
        )}
      </aside>
    </div>
  );
}

export function CartPage() {
  return (
    <LoadBoundary
      fallback={
        <p role="alert" className="mx-auto max-w-3xl px-4 py-12 text-center text-slate-700">
          {c.failed}
        </p>
      }
    >
      <CartView />
    </LoadBoundary>
  );
}
