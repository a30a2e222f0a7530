import type { ComponentType, ReactNode } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { paths, patterns } from '@/config/paths';
import { RequireAdmin, RequireAuth, RequireUser } from '@/features/auth/guards';
import { LoginPage } from '@/features/auth/login-page';
import { SignUpPage } from '@/features/auth/sign-up-page';
import { BlogsPage } from '@/features/blogs/blogs-page';
import { browseLoader } from '@/features/browse/browse-data';
import { BrowsePage } from '@/features/browse/browse-page';
import { HomePage } from './home-page';
import { NotFoundPage } from '@/features/not-found/not-found-page';
import { Layout } from './layout';
import { loadLive } from '@/infra/live';

type Guard = ComponentType<{ children: ReactNode }>;

/**
 * A route whose page loads on demand (its own chunk, with the Firebase SDK and reactfire's
 * providers: loadLive), wrapped in guards from outer to inner. The public pages people land on
 * (Home, Blogs, Login, Sign Up, the browse page's frame) are in the app's chunk instead, with this
 * module, which index.html preloads: they paint without a round trip of their own.
 */
function lazyPage(
  load: () => Promise<ComponentType>,
  ...guards: Guard[]
): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = await loadLive(load);
      return {
        Component: () =>
          guards.reduceRight<ReactNode>((inner, Wrap) => <Wrap>{inner}</Wrap>, <Page />),
      };
    },
  };
}

const dashboardPath = (full: string) => full.slice(paths.dashboard.length + 1);

// The route table of spec §2. Paths come from config/paths; pages load per route.
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.signUp, element: <SignUpPage /> },
      // The browse page (no Firebase) is in the entry chunk too, so it paints at once; its
      // loader asks the API for the parts and counts, and its cards load the SDK to stay live.
      { path: patterns.parts, element: <BrowsePage />, loader: browseLoader },
      {
        path: patterns.purchase,
        ...lazyPage(
          () => import('@/features/purchase/purchase-page').then((m) => m.PurchasePage),
          RequireAuth,
        ),
      },
      {
        path: paths.dashboard,
        ...lazyPage(
          () => import('@/features/dashboard/dashboard-layout').then((m) => m.DashboardLayout),
          RequireAuth,
        ),
        children: [
          {
            index: true,
            ...lazyPage(() =>
              import('@/features/profile/my-profile-page').then((m) => m.MyProfilePage),
            ),
          },
          {
            path: dashboardPath(paths.myOrder),
            ...lazyPage(
              () => import('@/features/orders/my-orders-page').then((m) => m.MyOrdersPage),
              RequireUser,
            ),
          },
          {
            path: dashboardPath(patterns.myOrderPage),
            ...lazyPage(
              () => import('@/features/orders/order-page').then((m) => m.OrderPage),
              RequireUser,
            ),
          },
          {
            path: dashboardPath(paths.addReview),
            ...lazyPage(
              () => import('@/features/reviews/add-review-page').then((m) => m.AddReviewPage),
              RequireUser,
            ),
          },
          {
            path: dashboardPath(paths.myBuilds),
            ...lazyPage(
              () => import('@/features/saved-builds/my-builds-page').then((m) => m.MyBuildsPage),
              RequireUser,
            ),
          },
          {
            path: dashboardPath(paths.overview),
            ...lazyPage(async () => {
              const [{ OverviewPage }, { ExportOrdersForm }] = await Promise.all([
                import('@/features/overview/overview-page'),
                import('@/features/order-export/export-orders-form'),
              ]);
              return () => <OverviewPage tools={<ExportOrdersForm />} />;
            }, RequireAdmin),
          },
          {
            path: dashboardPath(paths.addProduct),
            ...lazyPage(
              () => import('@/features/manage-parts/add-part-page').then((m) => m.AddPartPage),
              RequireAdmin,
            ),
          },
          {
            path: dashboardPath(paths.manageAllOrders),
            ...lazyPage(async () => {
              // The accountant's export is its own feature, placed above the list here.
              const [{ ManageOrdersPage }, { ExportOrdersForm }] = await Promise.all([
                import('@/features/manage-orders/manage-orders-page'),
                import('@/features/order-export/export-orders-form'),
              ]);
              return () => <ManageOrdersPage tools={<ExportOrdersForm className="mb-4" />} />;
            }, RequireAdmin),
          },
          {
            path: dashboardPath(paths.manageProduct),
            ...lazyPage(
              () =>
                import('@/features/manage-parts/manage-products-page').then(
                  (m) => m.ManageProductsPage,
                ),
              RequireAdmin,
            ),
          },
          {
            path: dashboardPath(paths.importParts),
            ...lazyPage(
              () =>
                import('@/features/catalogue-import/import-parts-page').then(
                  (m) => m.ImportPartsPage,
                ),
              RequireAdmin,
            ),
          },
          {
            path: dashboardPath(paths.manageReviews),
            ...lazyPage(
              () =>
                import('@/features/review-moderation/manage-reviews-page').then(
                  (m) => m.ManageReviewsPage,
                ),
              RequireAdmin,
            ),
          },
          {
            path: dashboardPath(paths.makeAdmin),
            ...lazyPage(
              () => import('@/features/manage-users/make-admin-page').then((m) => m.MakeAdminPage),
              RequireAdmin,
            ),
          },
        ],
      },
      {
        path: paths.myPortfolio,
        lazy: async () => ({
          Component: (await import('@/features/portfolio/portfolio-page')).PortfolioPage,
        }),
      },
      { path: paths.blogs, element: <BlogsPage /> },
      {
        path: patterns.compare,
        ...lazyPage(() => import('@/features/compare/compare-page').then((m) => m.ComparePage)),
      },
      {
        // Public: visitors build and share; ordering a build asks them to sign in.
        path: patterns.pcBuilder,
        ...lazyPage(() =>
          import('@/features/pc-builder/pc-builder-page').then((m) => m.PcBuilderPage),
        ),
      },
      {
        // Public: a visitor's cart is in this browser; checkout asks them to sign in.
        path: paths.cart,
        ...lazyPage(() => import('@/features/cart/cart-page').then((m) => m.CartPage)),
      },
      {
        path: paths.checkout,
        ...lazyPage(
          () => import('@/features/checkout/checkout-page').then((m) => m.CheckoutPage),
          RequireAuth,
        ),
      },
      {
        path: patterns.payment,
        ...lazyPage(
          () => import('@/features/payment/payment-page').then((m) => m.PaymentPage),
          RequireAuth,
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
