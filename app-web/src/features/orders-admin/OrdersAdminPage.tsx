import { PageHeading } from "../../components/PageHeading.tsx"
import { OrderDetail } from "./OrderDetail.tsx"
import { OrderList } from "./OrderList.tsx"
import { ORDERS_TEXT } from "./orders-text.ts"

/**
 * The merchant's orders screen (`/admin/orders`, its own chunk): the list, or one order when the
 * path names it. The server guards each call (`orders.read`, `orders.manage`); `canManage` only
 * decides whether the steps are offered.
 *
 * @example
 * <OrdersAdminPage orderId={undefined} canManage />
 */
export const OrdersAdminPage = ({
  orderId,
  canManage,
}: {
  orderId?: string | undefined
  canManage: boolean
}) =>
  orderId === undefined ? (
    <section className="orders-admin">
      <PageHeading title={ORDERS_TEXT.title} />
      <OrderList />
    </section>
  ) : (
    <OrderDetail orderId={orderId} canManage={canManage} />
  )
