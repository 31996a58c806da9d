import type { AnalyticsDashboard } from "../../api/analytics.tsx"
import { formatCount } from "./compare.ts"

/**
 * The most viewed products (by product page visits, with their adds to cart) and pages, named by
 * `productName` where the catalogue knows the id.
 *
 * @example
 * <TopLists dashboard={dashboard} productName={(id) => names.get(id)} />
 */
export const TopLists = ({
  dashboard,
  productName,
}: {
  dashboard: AnalyticsDashboard
  productName: (itemId: string) => string | undefined
}) => (
  <div className="analytics-columns">
    <section className="analytics-panel" aria-labelledby="analytics-products">
      <h2 id="analytics-products">Top products</h2>
      {dashboard.topProducts.length === 0 ? (
        <p className="empty">No product page visits in this period.</p>
      ) : (
        <table className="analytics-table">
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Views</th>
              <th scope="col">Adds to cart</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.topProducts.map((product) => (
              <tr key={product.itemId}>
                <th scope="row">{productName(product.itemId) ?? product.itemId}</th>
                <td>{formatCount(product.views)}</td>
                <td>{formatCount(product.addsToCart)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
    <section className="analytics-panel" aria-labelledby="analytics-pages">
      <h2 id="analytics-pages">Top pages</h2>
      {dashboard.topPages.length === 0 ? (
        <p className="empty">No page views in this period.</p>
      ) : (
        <table className="analytics-table">
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Page views</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.topPages.map((page) => (
              <tr key={page.path}>
                <th scope="row">{page.path}</th>
                <td>{formatCount(page.pageViews)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  </div>
)
