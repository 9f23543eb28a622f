import { sessionEndMessages } from '@nestway/core/session-end-messages';
import { paths } from '@nestway/core/web-routes';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiError, consultationRecord, currentUser, fakeApi, termsSignature } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render-with-providers';
import { routes } from './routes';

const renderAt = (path: string) => renderWithProviders(routes, { path }).currentPath;

describe('public site', () => {
  it('shows the not-found screen, inside the public layout, for an unknown path', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByText(/did you forget to add the page to the router/i)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('opens the menu and closes it when a link is chosen', async () => {
    const user = userEvent.setup();
    const currentPath = renderAt('/about');
    // The page's chunk loads first: the router shows the screen once it is there.
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(currentPath()).toBe('/contact'));
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a new screen at its top', async () => {
    const user = userEvent.setup();
    renderAt('/about');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    onTestFinished(() => scrollTo.mockRestore());
    await user.click(within(nav).getByRole('link', { name: 'Contact' }));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('sets the document title of each page', async () => {
    renderAt('/contact');
    await screen.findByRole('heading', { level: 1 });
    expect(document.title).toBe('Contact · Nestway');
  });
});

const signedOut = () => apiError('unauthenticated', 'Please sign in.');

describe('signed-in screens', () => {
  it('sends a client whose sessions an admin ended to Login, saying why', async () => {
    fakeApi({
      'GET /api/auth/user': apiError('unauthenticated', 'Please sign in to continue.', { signedOutReason: 'password_changed_by_admin' }),
    });
    const currentPath = renderAt(paths.dashboard);
    await waitFor(() => expect(currentPath()).toBe(paths.login));
    expect((await screen.findByText(sessionEndMessages.password_changed_by_admin)).getAttribute('role')).toBe('status');
    // Told once: the next visit to Login says nothing.
    expect(sessionStorage.getItem('signedOutReason')).toBeNull();
  });

  it('sends a deactivated staff member to the admin sign-in, saying why', async () => {
    fakeApi({
      'GET /api/auth/user': apiError('unauthenticated', 'Please sign in to continue.', { signedOutReason: 'account_deactivated' }),
    });
    const currentPath = renderAt(paths.adminStaff);
    await waitFor(() => expect(currentPath()).toBe(paths.adminLogin));
    expect((await screen.findByText(sessionEndMessages.account_deactivated)).getAttribute('role')).toBe('status');
  });

  it('says nothing on Login for a plain signed-out visit', async () => {
    sessionStorage.clear();
    fakeApi({ 'GET /api/auth/user': signedOut() });
    const currentPath = renderAt(paths.dashboard);
    await waitFor(() => expect(currentPath()).toBe(paths.login));
    await screen.findByRole('button', { name: 'Sign In' });
    expect(screen.queryByText(sessionEndMessages.password_changed_by_admin)).toBeNull();
  });

  it.each([
    paths.dashboard,
    paths.preferences,
    paths.inviteCotenants,
    paths.terms,
    paths.paymentInstructions,
    paths.payment,
    paths.stripeCheckout,
  ])('guards %s in its layout route: a signed-out visitor goes to the login', async (path) => {
    fakeApi({ 'GET /api/auth/user': signedOut() });
    const currentPath = renderAt(path);
    await waitFor(() => expect(currentPath()).toBe(paths.login));
  });

  it.each([
    paths.adminDashboard,
    paths.adminAvailability,
    paths.adminBulkViewing,
    paths.adminVideoSharing,
    paths.adminUser.href('client-1'),
  ])('guards %s in its layout route: a signed-out visitor goes to the admin login', async (path) => {
    fakeApi({ 'GET /api/auth/user': signedOut() });
    const currentPath = renderAt(path);
    await waitFor(() => expect(currentPath()).toBe(paths.adminLogin));
  });

  it('says the preferences are loading on /preferences while the user is read', async () => {
    fakeApi({ 'GET /api/auth/user': () => new Promise(() => {}) });
    renderAt(paths.preferences);
    expect(await screen.findByText('Loading your preferences...')).toBeTruthy();
  });

  it('shows the payment screen at /payment as at /payment-instructions', async () => {
    fakeApi({
      'GET /api/auth/user': currentUser(),
      'GET /api/payments': [],
      'GET /api/terms-and-conditions': termsSignature(),
      'GET /api/groups/me': { role: null, group: null },
      'GET /api/call-schedule': consultationRecord({ status: 'completed' }),
    });
    const currentPath = renderAt(paths.payment);
    expect(await screen.findByRole('heading', { name: 'Payment Instructions' })).toBeTruthy();
    expect(screen.getByTestId('service-fee').textContent).toBe('£250.00');
    expect(screen.getByRole('button', { name: 'Submit Payment Proof' })).toBeTruthy();
    expect(currentPath()).toBe(paths.payment);
  });
});
