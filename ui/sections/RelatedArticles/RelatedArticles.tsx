import { useLingui } from '@lingui/react/macro';
import type { PostSummary, SectionOf } from '../../../api/contract/content.schemas';
import { Picture } from '../../components/Picture';
import { PostCategory } from '../../components/PostCategory';
import { SmartLink } from '../../components/SmartLink';
import { cx } from '../../components/cx';
import { SectionTitle } from '../SectionFrame';
import common from '../Section.module.css';
import styles from './RelatedArticles.module.css';

/** A post as a card: image, category, title linking to the post, excerpt. */
export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className={cx(common.card, styles.card)}>
      {post.image && (
        // The title says what the post is about; the image is decoration here.
        <Picture
          image={post.image}
          width={480}
          height={300}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt=""
          className={styles.media}
          imgClassName={styles.image}
        />
      )}
      <div className={styles.body}>
        <p className={styles.category}>
          <PostCategory category={post.category} />
        </p>
        <h3 className={styles.title}>
          <SmartLink href={post.path} className={styles.link}>
            {post.title}
          </SmartLink>
        </h3>
        <p className={styles.excerpt}>{post.excerpt}</p>
      </div>
    </article>
  );
}

/** Cards of the posts the server picked for this section. */
export function RelatedArticles({ section }: { section: SectionOf<'relatedArticles'> }) {
  const { t } = useLingui();
  return (
    <div className={common.container}>
      <div className={common.header}>
        <SectionTitle fallback={t({ id: 'sections.relatedArticles.fallbackTitle', message: 'Related articles' })}>
          {section.title}
        </SectionTitle>
      </div>
      {section.posts.length > 0 && (
        <ul className={common.grid}>
          {section.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
