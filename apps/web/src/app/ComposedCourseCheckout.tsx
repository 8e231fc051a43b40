// Layout four's embedded checkout with its parts (spec §2); app/routes/course.tsx loads this module
// as a chunk of its own when the pricing section comes near.
import type { CourseDetail } from '@rian/contracts/catalogue';
import { CourseCheckout } from '../features/checkout/components/CourseCheckout.tsx';
import { checkoutParts } from './checkout-parts.tsx';

export function ComposedCourseCheckout({ course }: { course: CourseDetail }) {
  return <CourseCheckout course={course} parts={checkoutParts} />;
}
