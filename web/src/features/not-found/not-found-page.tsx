import { messages } from '@cps/domain';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const { notFound } = messages;

/** Spec §2 Not Found: 404, Not Found and the spec's sentence. */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-brand-600">{notFound.code}</p>
      <h1 className="mt-4 text-3xl font-bold text-ink">{notFound.title}</h1>
      <p className="mt-4 text-slate-600">{notFound.text}</p>
      <Link
        to={paths.home}
        className="mt-8 rounded-lg bg-ink px-5 py-2 font-semibold text-white hover:bg-slate-700"
      >
        Back to Home
      </Link>
    </section>
  );
}
