// label_fit: a word-wrapped label at least `lines` lines tall (so that a shorter text does not move
// what lies below it) and as tall as its text needs at its width, whatever the zoom: a label in a
// splitter is otherwise given the height of its size hint, and a zoomed text was cut.
#pragma once

class QLabel;

namespace label_fit {

// Keeps `label`'s minimum height on every resize, font change (the zoom) and refit() call.
void keepWhole(QLabel* label, int lines);
// After setText(): the height the new text needs.
void refit(QLabel* label);

}  // namespace label_fit
