import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { ErrorCard } from './error-card.js';

function renderCard(statusCode: number, locale: 'en' | 'fr' = 'en') {
  return renderWithProviders(
    <MemoryRouter>
      <ErrorCard statusCode={statusCode} />
    </MemoryRouter>,
    { locale },
  );
}

describe('ErrorCard', () => {
  it('shows a code with its own text, in each language', () => {
    const { unmount } = renderCard(403);
    expect(screen.getByTestId('error-code')).toHaveTextContent('403');
    expect(screen.getByText('You are not allowed to see this page.')).toBeInTheDocument();
    unmount();
    renderCard(503, 'fr');
    expect(screen.getByText('Le service est momentanément indisponible.')).toBeInTheDocument();
  });

  it('gives a code without a text of its own the 500 text', () => {
    renderCard(418);
    expect(screen.getByTestId('error-code')).toHaveTextContent('418');
    expect(screen.getByText('An internal error occurred.')).toBeInTheDocument();
  });
});
