// The checkout's look-ups from the server (spec §7 "Content and cart"): who is buying, the details
// and plans of the cart's lines, the promotions, the payment methods and the bank transfer method,
// with whether any is still loading or failed, and one retry for them all.
import { useCallback, useMemo } from 'react';
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type {
  CourseDetail,
  CourseDetailResponse,
  PlanView,
  ProductDetail,
  ProductDetailResponse,
} from '@rian/contracts/catalogue';
import { isNotFound } from '../../../lib/api-client.ts';
import { bankTransferMethodQuery } from '../../../lib/bank-api.ts';
import { CHECKOUT_KEY } from '../../../lib/cart-api.ts';
import { courseIdsOf, productIdsOf, type CheckoutLine } from '../../../lib/cart-lines.ts';
import { courseDetailQuery } from '../../../lib/courses-api.ts';
import { productDetailQuery } from '../../../lib/products-api.ts';
import { studentQuery } from '../../../lib/student-api.ts';
import { useSession } from '../../../lib/use-session.ts';
import { cartPlansQuery, cartPromotionsQuery, paymentMethodsQuery } from '../api/checkout-api.ts';
import { METHOD } from '@rian/domain/payment-methods';

/** spec §2: method 1 is bank transfer; it can be blocked (no usable bank account, spec §5). */
export const BANK_TRANSFER_ID = METHOD.bankTransfer;

export interface CoursePlans {
  plans: PlanView[];
  default_plan_id: number | null;
}

export interface DetailResults<T> {
  byId: ReadonlyMap<number, T>;
  /** Ids the server no longer knows (404): a line to remove. */
  missing: ReadonlySet<number>;
  pending: boolean;
  failed: boolean;
}

/** The detail queries of the cart's lines, by id (results come in the order of `ids`). */
function combineDetails<T>(results: UseQueryResult<{ data: T }>[], ids: readonly number[]): DetailResults<T> {
  const byId = new Map<number, T>();
  const missing = new Set<number>();
  results.forEach((r, i) => {
    const id = ids[i];
    if (id === undefined) return;
    if (r.data) byId.set(id, r.data.data);
    else if (r.isError && isNotFound(r.error)) missing.add(id);
  });
  return {
    byId,
    missing,
    pending: results.some((r) => r.isPending && !r.isError),
    failed: results.some((r) => r.isError && !isNotFound(r.error)),
  };
}

/** The details of the cart's courses and products. */
function useLineDetails(lines: readonly CheckoutLine[]) {
  const courseIds = useMemo(() => courseIdsOf(lines), [lines]);
  const productIds = useMemo(() => productIdsOf(lines), [lines]);
  // A stable combine per id list: TanStack Query re-runs it only when a result or the list changes.
  const combineCourses = useCallback(
    (results: UseQueryResult<CourseDetailResponse>[]) => combineDetails<CourseDetail>(results, courseIds),
    [courseIds],
  );
  const combineProducts = useCallback(
    (results: UseQueryResult<ProductDetailResponse>[]) => combineDetails<ProductDetail>(results, productIds),
    [productIds],
  );
  const courses = useQueries({ queries: courseIds.map((id) => courseDetailQuery(id)), combine: combineCourses });
  const products = useQueries({ queries: productIds.map((id) => productDetailQuery(id)), combine: combineProducts });
  return { courseIds, productIds, courses, products };
}

export function useCheckoutQueries(lines: readonly CheckoutLine[], linesBusy: boolean, settingsLoaded: boolean) {
  const client = useQueryClient();
  const session = useSession();
  const user = session.user;
  const signedIn = user !== null;
  const student = useQuery({ ...studentQuery(), enabled: signedIn });
  const { courseIds, productIds, courses, products } = useLineDetails(lines);
  const plans = useQuery(cartPlansQuery(courseIds));
  const promotions = useQuery(cartPromotionsQuery());
  const methods = useQuery(paymentMethodsQuery());
  const bankListed = methods.data?.methods.some((m) => m.id === BANK_TRANSFER_ID) ?? false;
  const bank = useQuery({ ...bankTransferMethodQuery(), enabled: bankListed });
  const bankSettled = !bankListed || !bank.isPending;

  const plansByCourse = useMemo(() => {
    const map = new Map<number, CoursePlans>();
    for (const entry of plans.data ?? [])
      map.set(entry.course_id, { plans: entry.plans, default_plan_id: entry.default_plan_id });
    return map;
  }, [plans.data]);

  const loading =
    linesBusy ||
    session.status === 'loading' ||
    !settingsLoaded ||
    promotions.isPending ||
    methods.isPending ||
    !bankSettled ||
    (courseIds.length > 0 && plans.isPending) ||
    courses.pending ||
    products.pending ||
    (signedIn && student.isPending);
  const loadFailed = promotions.isError || methods.isError || plans.isError || courses.failed || products.failed;

  const retry = useCallback(() => {
    void client.invalidateQueries({ queryKey: CHECKOUT_KEY });
    void promotions.refetch();
    if (signedIn) void student.refetch();
    for (const id of courseIds) void client.invalidateQueries({ queryKey: courseDetailQuery(id).queryKey });
    for (const id of productIds) void client.invalidateQueries({ queryKey: productDetailQuery(id).queryKey });
  }, [client, promotions, signedIn, student, courseIds, productIds]);

  return {
    user,
    signedIn,
    student,
    courseIds,
    courses,
    products,
    plans,
    plansByCourse,
    promotions,
    methods,
    bank,
    bankSettled,
    loading,
    loadFailed,
    retry,
  };
}

export type CheckoutQueries = ReturnType<typeof useCheckoutQueries>;
