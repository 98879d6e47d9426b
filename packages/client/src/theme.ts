// The colour scheme, in the shell's store: the shell applies it to its one antd theme, the profile's
// dark_mode sets it, and the account screens dispatch setDarkMode when the user toggles it.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const themeSlice = createSlice({
  name: 'theme',
  initialState: { darkMode: false },
  reducers: {
    setDarkMode(state, action: PayloadAction<boolean>) {
      state.darkMode = action.payload;
    },
  },
  selectors: {
    selectDarkMode: (state) => state.darkMode,
  },
});

export const { setDarkMode } = themeSlice.actions;
export const { selectDarkMode } = themeSlice.selectors;
