import { messages } from '@cps/domain';
import { buttonClass } from '@/components/form';
import { TypingText } from '@/components/typing-text';

const words = ['Graphics Cards', 'Processors', 'Gaming Builds', 'Accessories'];

/** The hero banner: title, typing line, tagline, See More (to the Products grid) and its picture. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">
            Computer Parts BD
          </p>
          <h1
            id="hero-title"
            className="mt-2 text-3xl font-extrabold leading-tight text-ink sm:text-5xl"
          >
            One of the Largest Computer Stores in Bangladesh
          </h1>
          <p className="mt-4 h-8 whitespace-nowrap text-xl font-semibold text-brand-700 sm:text-2xl">
            Shop <TypingText words={words} />
          </p>
          <p className="mt-4 max-w-xl text-slate-600 sm:text-lg">
            Genuine CPUs, graphics cards, memory and storage with official warranty. Bundle deals on
            complete builds, discounted accessories and delivery to every district.
          </p>
          <a href="#products" className={`${buttonClass} mt-6 px-6 py-3`}>
            {messages.home.seeMore}
            <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
              <path d="M10 3a1 1 0 011 1v9.6l3.3-3.3a1 1 0 111.4 1.4l-5 5a1 1 0 01-1.4 0l-5-5a1 1 0 111.4-1.4L9 13.6V4a1 1 0 011-1z" />
            </svg>
          </a>
        </div>
        <img
          src="/images/hero/gaming-setup.svg"
          alt="A gaming PC with RGB fans next to a widescreen monitor"
          width={600}
          height={460}
          className="aspect-[30/23] h-auto w-full"
        />
      </div>
    </section>
  );
}
