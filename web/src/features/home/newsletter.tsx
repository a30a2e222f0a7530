import { messages } from '@cps/domain';
import { useId, type FormEvent } from 'react';
import toast from 'react-hot-toast';

/**
 * Spec §2 and §5: an email (required, email type, checked by the browser) and Subscribe.
 * Submitting shows 'Successfully Subscibed' and clears the field; nothing is sent anywhere.
 */
export function Newsletter() {
  const inputId = useId();

  function subscribe(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // Browsers never submit an invalid form; this also covers a scripted requestSubmit().
    if (!form.checkValidity()) return;
    toast.success(messages.success.subscribed);
    form.reset();
  }

  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="rounded-3xl bg-brand-700 px-6 py-10 text-white sm:px-12">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="newsletter-heading" className="text-3xl font-bold">
            {messages.home.newsletter}
          </h2>
          <p className="mt-2 text-brand-50">
            New arrivals, bundle deals and price drops in your inbox, about twice a month.
          </p>
          <form onSubmit={subscribe} className="mt-6 text-left">
            <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-brand-50">
              Email address
            </label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <input
                id={inputId}
                type="email"
                name="email"
                required
                autoComplete="email"
                placeholder="you@example.com"
                className="w-full rounded-lg border border-white/40 bg-white px-4 py-3 text-ink placeholder:text-slate-400 focus-visible:outline-white sm:flex-1"
              />
              <button
                type="submit"
                className="rounded-lg bg-ink px-6 py-3 font-semibold text-white hover:bg-slate-800 focus-visible:outline-white"
              >
                {messages.home.subscribe}
              </button>
            </div>
          </form>
        </div>
      </div>
    </section>
  );
}
