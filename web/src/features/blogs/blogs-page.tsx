import { Accordion } from './accordion';
import { blogPosts } from './blog-posts';

/** Spec §2 Blogs: five developer interview questions in an accordion. */
export function BlogsPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Blogs</h1>
      <p className="mb-8 mt-2 text-slate-600">
        Questions that come up in almost every React developer interview, answered briefly.
      </p>
      <Accordion items={blogPosts} defaultOpenId={blogPosts[0]?.id ?? null} />
    </div>
  );
}
