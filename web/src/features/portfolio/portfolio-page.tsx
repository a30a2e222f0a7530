import { messages } from '@cps/domain';
import type { ReactNode } from 'react';
import { buttonClass, secondaryButtonClass } from '@/components/form';
import { TypingText } from '@/components/typing-text';
import { hireMeHref, owner, projects, skills } from './portfolio-data';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-4 w-4">
        <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3zM5 5h4v2H5v8h8v-4h2v4a2 2 0 01-2 2H5a2 2 0 01-2-2V7a2 2 0 012-2z" />
      </svg>
    </a>
  );
}

function SectionTitle({ id, children }: { id: string; children: string }) {
  return (
    <h2 id={id} className="mb-6 text-2xl font-bold text-ink sm:text-3xl">
      {children}
    </h2>
  );
}

/** Spec §2 Portfolio: intro with a typing line, Download Resume and Hire Me, skills, projects, About. */
export function PortfolioPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-10 sm:py-14">
      <section
        aria-labelledby="intro-name"
        className={`${cardClass} grid items-center gap-8 sm:p-10 md:grid-cols-[1fr_auto]`}
      >
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600">
            Hello, I am
          </p>
          <h1 id="intro-name" className="mt-2 text-3xl font-extrabold text-ink sm:text-5xl">
            {owner.name}
          </h1>
          <p className="mt-3 h-8 whitespace-nowrap text-xl font-semibold text-brand-700 sm:text-2xl">
            <TypingText words={owner.roles} />
          </p>
          <p className="mt-4 max-w-2xl text-slate-600 sm:text-lg">
            I build fast, accessible web apps with React and Node.js, from the database rules to the
            last pixel. Based in Dhaka, working with shops and start-ups across Bangladesh.
          </p>
          <div className="mt-6 grid gap-3 sm:flex sm:flex-wrap">
            <a
              href={owner.resume.href}
              download={owner.resume.fileName}
              className={`${buttonClass} px-6 py-3`}
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="h-5 w-5">
                <path d="M10 2a1 1 0 011 1v8.6l2.3-2.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 111.4-1.4L9 11.6V3a1 1 0 011-1zM4 15a1 1 0 011 1v1h10v-1a1 1 0 112 0v2a1 1 0 01-1 1H4a1 1 0 01-1-1v-2a1 1 0 011-1z" />
              </svg>
              {messages.portfolio.downloadResume}
            </a>
            <a href={hireMeHref} className={`${secondaryButtonClass} px-6 py-3`}>
              {messages.portfolio.hireMe}
            </a>
          </div>
        </div>
        <img
          src={owner.photo}
          alt={`Portrait of ${owner.name}`}
          width={240}
          height={240}
          className="order-first mx-auto h-32 w-32 rounded-full shadow-md ring-4 ring-brand-50 sm:h-60 sm:w-60 md:order-none"
        />
      </section>

      <section aria-labelledby="skills-heading">
        <SectionTitle id="skills-heading">Skills</SectionTitle>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
          {skills.map((skill) => (
            <li
              key={skill.name}
              className="flex items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:gap-3 sm:p-4"
            >
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-sm font-bold text-brand-700 sm:h-10 sm:w-10 sm:text-base"
              >
                {skill.badge}
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold leading-tight text-ink [overflow-wrap:anywhere] sm:text-base">
                  {skill.name}
                </span>
                <span className="text-xs text-slate-500">{skill.area}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="projects-heading">
        <SectionTitle id="projects-heading">Projects</SectionTitle>
        <ul className="grid gap-6 md:grid-cols-3">
          {projects.map((project) => (
            <li
              key={project.name}
              className={`${cardClass} flex flex-col border-t-4 border-t-brand-500`}
            >
              <h3 className="text-xl font-bold text-ink">{project.name}</h3>
              <p className="mt-2 flex-1 text-slate-600">{project.summary}</p>
              <ul aria-label="Built with" className="mt-4 flex flex-wrap gap-2">
                {project.stack.map((tech) => (
                  <li
                    key={tech}
                    className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
                  >
                    {tech}
                  </li>
                ))}
              </ul>
              <p className="mt-5 flex gap-6">
                <ExternalLink href={project.live}>
                  Live site<span className="sr-only"> of {project.name}</span>
                </ExternalLink>
                <ExternalLink href={project.code}>
                  Code<span className="sr-only"> of {project.name}</span>
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="about-heading" className={`${cardClass} sm:p-10`}>
        <SectionTitle id="about-heading">About</SectionTitle>
        <div className="grid gap-8 md:grid-cols-2">
          <div className="space-y-3 text-slate-700">
            <p>
              I studied Computer Science and Engineering in Dhaka and have spent the last three
              years shipping MERN and Firebase apps for e-commerce, food delivery and logistics
              teams.
            </p>
            <p>
              I care about the details users feel: pages that load quickly on a phone, forms that
              explain themselves, keyboard and screen-reader support, and tests that keep it all
              working. Open to freelance projects and full-time roles.
            </p>
          </div>
          <dl className="grid gap-4 text-sm sm:grid-cols-2 md:grid-cols-1">
            <div>
              <dt className="font-semibold text-slate-500">Email</dt>
              <dd>
                <a href={`mailto:${owner.email}`} className="break-all text-brand-700 underline">
                  {owner.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-500">Phone</dt>
              <dd>
                <a href={owner.phoneHref} className="text-brand-700 underline">
                  {owner.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-500">Location</dt>
              <dd className="text-ink">{owner.location}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-500">Elsewhere</dt>
              <dd className="flex gap-4">
                <ExternalLink href={owner.github}>GitHub</ExternalLink>
                <ExternalLink href={owner.linkedin}>LinkedIn</ExternalLink>
              </dd>
            </div>
          </dl>
        </div>
      </section>
    </div>
  );
}
