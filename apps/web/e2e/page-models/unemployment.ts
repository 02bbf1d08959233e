import { expect, type Locator, type Page } from '@playwright/test';

/** A file for the picker: a name, a media type and its bytes. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The involuntary-unemployment registration's seeker screens, in English. */
export class UnemploymentPages {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  region(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
  }

  async expectStep(step: number): Promise<void> {
    await expect(this.page.getByText(`Step ${step} of 3`)).toBeVisible();
  }

  /** Picks today in the date picker (antd-mobile: the picker opens on the latest allowed day). */
  async pickToday(label: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    await this.page.getByText('Confirm', { exact: true }).click();
  }

  /** Adds a file of one kind through the browser's file chooser. */
  async addFile(kind: string, file: PickedFile): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.region(kind)
      .getByRole('button', { name: `Add a file: ${kind}` })
      .click();
    await (await chooser).setFiles(file);
  }

  /** The files listed in a kind's region. */
  fileButton(kind: string, name: string): Locator {
    return this.region(kind).getByRole('button', { name, exact: true });
  }
}
