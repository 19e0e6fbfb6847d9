import { describe, expect, it } from 'vitest';
import { createStore } from '../store/createStore.js';
import { selectUserId, selectUsername, userDataCleared, userDataReceived } from './userSlice.js';

describe('userSlice through a real store', () => {
  it('mirrors the user data and clears it', () => {
    const store = createStore();
    expect(selectUserId(store.getState())).toBeNull();
    store.dispatch(userDataReceived({ userId: 'u1', username: 'ada', userSegment: 'plus' }));
    expect(selectUserId(store.getState())).toBe('u1');
    expect(selectUsername(store.getState())).toBe('ada');
    store.dispatch(userDataCleared());
    expect(store.getState().user).toEqual({
      userId: null,
      username: null,
      userSegment: null,
      isLoading: false,
    });
  });

  it('gives every store its own state (one store per server request)', () => {
    const first = createStore();
    const second = createStore();
    first.dispatch(userDataReceived({ userId: 'u1', username: 'ada', userSegment: null }));
    expect(selectUserId(second.getState())).toBeNull();
  });
});
