import { limits, messages, reviewRules } from '@cps/domain';
import { buttonClass, Field, TextAreaField, useCheckedForm } from '@/components/form';
import { Spinner } from '@/components/spinner';
import type { NewReview } from './review-api';

interface ReviewValues {
  name: string;
  rating: string;
  review: string;
}

// Spec §5: the rating is 0 to 5; a negative number breaks the same range rule.
const ratingRules = {
  ...reviewRules.rating,
  min: { value: limits.ratingMin, message: messages.validation.ratingRange },
};

/**
 * Add Review (spec §5): name (prefilled), rating 0-5 as one digit, description; validated on
 * submit, then on change. `onSubmit` resolves true when the review was posted, which clears it.
 */
export function ReviewForm({
  defaultName,
  onSubmit,
}: {
  defaultName: string;
  onSubmit: (review: NewReview) => Promise<boolean>;
}) {
  const {
    field,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useCheckedForm<ReviewValues>({ name: defaultName, rating: '', review: '' });

  const submit = async ({ name, rating, review }: ReviewValues) => {
    if (await onSubmit({ name: name.trim(), review: review.trim(), rating: Number(rating) })) {
      reset();
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-y-2">
      <Field label="Name" autoComplete="name" {...field('name', reviewRules.name)} />
      <Field
        label="Rating"
        type="number"
        inputMode="numeric"
        min={limits.ratingMin}
        max={limits.ratingMax}
        step={1}
        placeholder={`${limits.ratingMin} - ${limits.ratingMax}`}
        {...field('rating', ratingRules)}
      />
      <TextAreaField label="Description" rows={5} {...field('review', reviewRules.review)} />
      <button
        type="submit"
        className={`${buttonClass} mt-2 w-full sm:w-auto sm:justify-self-start`}
        disabled={isSubmitting}
      >
        {isSubmitting && <Spinner label="Posting your review" />}
        Add Review
      </button>
    </form>
  );
}
