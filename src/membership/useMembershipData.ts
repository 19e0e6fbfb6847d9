import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks.js';
import { selectAuthLevel } from '../user/userSlice.js';
import { loadWallet } from '../wallet/walletSlice.js';
import { loadMembership, selectMembershipStatus } from './membershipSlice.js';

/**
 * The membership and the wallet for a doxoPLUS screen: a first load has them from the server
 * (the page's +data); after a client navigation or a sign-in on the page the browser asks once.
 */
export function useMembershipData() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectAuthLevel) === 'Auth3';
  const status = useAppSelector(selectMembershipStatus);
  useEffect(() => {
    if (!signedIn) return;
    void dispatch(loadMembership());
    void dispatch(loadWallet());
  }, [dispatch, signedIn]);
  return { signedIn, status, retry: () => void dispatch(loadMembership({ force: true })) };
}
