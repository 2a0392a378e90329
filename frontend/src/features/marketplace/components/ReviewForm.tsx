import '@mantine/core/styles/Rating.css';
import { Alert, Button, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { MarketplaceReviewResponse } from '../../../api/generated/types.gen';
import { errorMessage, fieldErrorsOf } from '../../../lib/api/errors';
import { useSaveReview } from '../api/marketplace';

/** Owners write one review per product (stars and text); sending again edits it. */
export function ReviewForm({ slug, mine }: { slug: string; mine: MarketplaceReviewResponse | null }) {
  const save = useSaveReview();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [body, setBody] = useState(mine?.body ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const errors = save.isError ? fieldErrorsOf(save.error) : {};
  return (
    <Paper withBorder radius="md" p="md">
      <Stack
        gap="sm"
        component="form"
        aria-labelledby="review-form-title"
        onSubmit={(event) => {
          event.preventDefault();
          if (rating < 1) return setProblem('Choose from 1 to 5 stars.');
          if (body.trim().length < 10) return setProblem('Write at least 10 characters.');
          setProblem(null);
          save.mutate({ path: { slug }, body: { rating, body: body.trim() } });
        }}
      >
        <Title order={3} size="h5" id="review-form-title">
          {mine ? 'Edit your review' : 'Review this product'}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="review-rating-label">
            Your rating
          </Text>
          <Rating
            value={rating}
            onChange={setRating}
            aria-labelledby="review-rating-label"
            size="lg"
            color="yellow.9"
          />
        </Stack>
        <Textarea
          label="Your review"
          description="What did it help you build? What could be better? (10–2,000 characters)"
          minLength={10}
          maxLength={2000}
          autosize
          minRows={3}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={errors.body}
        />
        {problem ? (
          <Text c="red.9" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        {save.isError ? (
          <Alert color="red" title="Not saved">
            {errorMessage(save.error, 'Please try again.')}
          </Alert>
        ) : null}
        <Button type="submit" w="fit-content" loading={save.isPending}>
          {mine ? 'Save changes' : 'Publish review'}
        </Button>
      </Stack>
    </Paper>
  );
}
