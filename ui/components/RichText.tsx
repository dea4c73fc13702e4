import type { ReactNode } from 'react';
import type { Inline, RichBlock, RichText as RichTextData } from '../../api/contract/content.schemas';
import { SmartLink } from './SmartLink';
import styles from './RichText.module.css';

/** Href of a rich-text link that opens the contact modal (links in rich text have no `internal` field). */
const CONTACT_HREF = 'internal:contact';

function InlineRun({ inline }: { inline: Inline }) {
  let node: ReactNode = inline.text;
  if (inline.italic) node = <em>{node}</em>;
  if (inline.bold) node = <strong>{node}</strong>;
  if (inline.href === undefined) return <>{node}</>;
  if (inline.href === CONTACT_HREF) {
    return (
      <SmartLink href="" internal="contact" className={styles.contactLink}>
        {node}
      </SmartLink>
    );
  }
  return <SmartLink href={inline.href}>{node}</SmartLink>;
}

function Inlines({ inlines }: { inlines: Inline[] }) {
  return (
    <>
      {inlines.map((inline, index) => (
        <InlineRun key={index} inline={inline} />
      ))}
    </>
  );
}

function Block({ block, headingOffset }: { block: RichBlock; headingOffset: number }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <Inlines inlines={block.children} />
        </p>
      );
    case 'heading': {
      const level = Math.min(block.level + headingOffset, 6);
      const Heading = `h${level}` as 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
      return <Heading>{block.text}</Heading>;
    }
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      return (
        <List>
          {block.items.map((item, index) => (
            <li key={index}>
              <Inlines inlines={item} />
            </li>
          ))}
        </List>
      );
    }
  }
}

interface RichTextProps {
  value: RichTextData;
  className?: string;
  /**
   * Added to the editors' heading levels. Rich text sits below its section's
   * h2 (and often an item h3), so an editor's level 2 renders as h3 by default.
   */
  headingOffset?: number;
}

/** Editor-written rich text: paragraphs, headings and lists with links through `SmartLink`. */
export function RichText({ value, className, headingOffset = 1 }: RichTextProps) {
  return (
    <div className={[styles.richText, className].filter(Boolean).join(' ')}>
      {value.map((block, index) => (
        <Block key={index} block={block} headingOffset={headingOffset} />
      ))}
    </div>
  );
}
