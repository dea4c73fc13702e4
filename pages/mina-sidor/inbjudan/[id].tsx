import type { GetServerSideProps } from 'next';
import { loadCustomerPage } from '../../../pageLoads/loadAppPage';
import { InvitationPage } from '../../../ui/myPages/invitation/InvitationPage';
import { CustomerPage } from '../../../ui/myPages/CustomerPage';
import type { ContentPageProps } from '../../../ui/page/types';

type Props = ContentPageProps & { invitationId: string };

/** `invitation`: the invited person answers, behind login (a person without an account of their own too). */
export const getServerSideProps: GetServerSideProps<Props> = async (ctx) => {
  const result = await loadCustomerPage(ctx);
  if (!('props' in result)) return result;
  const props = await result.props;
  return { props: { ...props, invitationId: String(ctx.params?.id ?? '') } };
};

export default function Invitation(props: Props) {
  const { shell, invitationId } = props;
  return (
    <CustomerPage page="invitation" pageProps={props}>
      <InvitationPage invitationId={invitationId} simulator={shell.eidSimulator} />
    </CustomerPage>
  );
}
