// Card layout: a coloured band with the name (and the subtitle when it fits), a chunk slot on the
// left of the body, text rows beside it, the memory gauge at the end of its row, the progress bar
// at the bottom. Every size derives from the body font's pixel size.
#include "stage/card_layout.h"

#include <algorithm>
#include <optional>
#include <cmath>

#include "stage/text_fit.h"

namespace {

struct Metrics {
  QFont name, body;
  double nameLH = 0, lh = 0;   // line heights
  double pad = 0, bandH = 0, rowGap = 0, barH = 0, slotW = 0, gaugeMin = 0, nameGap = 0;
  double textX = 0, textW = 0;  // the rows' column, relative to the card's left edge
};

Metrics metrics(const QSizeF& size, int px) {
  Metrics m;
  m.body = stageFont(px);
  m.name = stageFont(px >= 10 ? int(std::lround(px * 1.15)) : px, true);  // bold is enough on small cards
  m.lh = lineHeight(m.body);
  m.nameLH = lineHeight(m.name);
  // Generous padding on big cards; on the small cards of 64 GPUs every pixel goes to text.
  m.pad = px >= 10 ? std::clamp(std::round(px * 0.6), 3.0, 20.0) : std::max(2.0, std::round(px * 0.3));
  m.bandH = m.nameLH + 2 * std::max(px >= 10 ? 2.0 : 1.0, std::round(px * 0.3));
  m.rowGap = std::max(1.0, std::round(px * 0.2));
  m.barH = std::clamp(std::round(px * 0.4), 2.0, 12.0);
  m.slotW = std::clamp(std::round(px * 1.1), 5.0, 32.0);  // wide enough to catch a flying chunk
  m.gaugeMin = 2.5 * px;
  m.nameGap = std::round(px * 0.6);
  m.textX = m.pad + m.slotW + std::round(m.pad * 0.8);
  m.textW = size.width() - m.textX - m.pad;
  return m;
}

struct Row {
  StageRole role;
  QString text;
};

bool showsMemory(CardLevel level) { return level < CardLevel::NoMemory && level != CardLevel::NoMemoryRow; }

QList<Row> rowsFor(const CardFit& fit, const CardStrings& s) {
  QList<Row> rows;
  if (fit.level >= CardLevel::NameOnly) return rows;
  if (!fit.subtitleInBand && fit.level == CardLevel::AllRows) rows.append({StageRole::Subtitle, s.subtitle});
  if (fit.level < CardLevel::NameAndShapes) rows.append({StageRole::State, s.state});
  if (fit.twoLineShapes) {
    rows.append({StageRole::Shape, s.shapesIn});
    rows.append({StageRole::Shape, s.shapesOut});
  } else {
    rows.append({StageRole::Shape, s.shapes});
  }
  if (fit.level < CardLevel::NoTime) rows.append({StageRole::Time, s.time});
  if (showsMemory(fit.level)) rows.append({StageRole::Memory, s.memory});
  return rows;
}

double rowsHeight(const Metrics& m, int n) { return n > 0 ? n * m.lh + (n - 1) * m.rowGap : 0.0; }

// Whether `level` fits at `px`; `strict`: nothing may be elided either.
bool fits(const QSizeF& size, const CardStrings& w, int px, CardLevel level, bool strict, CardFit* out) {
  CardFit fit;
  fit.px = px;
  fit.level = level;
  if (level == CardLevel::Nothing) {
    *out = fit;
    return true;
  }
  const Metrics m = metrics(size, px);
  const double bandTextW = size.width() - 2 * m.pad;
  const double nameW = textWidth(m.name, w.name);
  if (nameW > bandTextW || m.bandH > size.height()) return false;
  if (level == CardLevel::NameOnly) {
    *out = fit;
    return true;
  }
  const double room = bandTextW - nameW - m.nameGap;
  const double subW = textWidth(m.body, w.subtitle);
  fit.subtitleInBand = w.subtitle.isEmpty() || (strict ? subW <= room : room >= std::min(subW, 4.0 * px));
  if (m.textW <= 0) return false;
  if (textWidth(m.body, w.shapes) > m.textW) {
    fit.twoLineShapes = true;
    if (std::max(textWidth(m.body, w.shapesIn), textWidth(m.body, w.shapesOut)) > m.textW) return false;
  }
  // Strict: nothing elided. Otherwise the state and the time may lose their last 30% (with a
  // tooltip); the memory row always shows its number whole.
  // A state or a time too wide in full is shown in its short form when that fits.
  const double shown = strict ? 1.0 : 0.7;
  const auto narrowest = [&](const QString& full, const QString& brief) {
    const double f = textWidth(m.body, full);
    return brief.isEmpty() ? f : std::min(f, textWidth(m.body, brief));
  };
  if (level < CardLevel::NameAndShapes && narrowest(w.state, w.stateShort) * shown > m.textW) return false;
  if (level < CardLevel::NoTime && narrowest(w.time, w.timeShort) * shown > m.textW) return false;
  // The subtitle needs a row of its own only where the level keeps that row.
  if (strict && level == CardLevel::AllRows && !fit.subtitleInBand && subW > m.textW) return false;
  if (showsMemory(level) && narrowest(w.memory, w.memoryShort) + m.nameGap + m.gaugeMin > m.textW) return false;
  fit.elides = !strict;
  const int n = int(rowsFor(fit, w).size());
  if (m.bandH + m.pad + rowsHeight(m, n) + m.pad + m.barH + m.pad > size.height()) return false;
  *out = fit;
  return true;
}

// The largest size at which every row fits (no elision first), then fewer rows, down to the floors.
CardFit fitCardsAtZoomOne(const QSizeF& size, const CardStrings& widest, int capPx) {
  struct Pass {
    CardLevel level;
    bool strict;
    int floor;  // the smallest size tried at this level
  };
  static const Pass kPasses[] = {
      {CardLevel::AllRows, true, kCardComfortPx},      {CardLevel::AllRows, false, kCardComfortPx},
      {CardLevel::NoSubtitleRow, false, kCardComfortPx}, {CardLevel::NoTime, false, 11},
      {CardLevel::NoMemory, false, 10},                {CardLevel::NameAndShapes, false, kCardMinPx},
      {CardLevel::NameOnly, false, 6},
  };
  CardFit fit;
  std::optional<CardFit> strict;  // all rows, nothing elided: kept unless eliding buys more size
  for (const Pass& pass : kPasses) {
    // Fitting grows harder with the size: the largest size that fits, by bisection.
    if (!fits(size, widest, pass.floor, pass.level, pass.strict, &fit)) continue;
    int lo = pass.floor, hi = std::max(capPx, pass.floor) + 1;  // fits at lo, not known at hi
    while (hi - lo > 1) {
      const int mid = (lo + hi) / 2;
      CardFit trial;
      if (fits(size, widest, mid, pass.level, pass.strict, &trial)) lo = mid;
      else hi = mid;
    }
    fits(size, widest, lo, pass.level, pass.strict, &fit);
    if (pass.strict) {
      strict = fit;
      continue;
    }
    return strict && cardFitScore(*strict) >= cardFitScore(fit) ? *strict : fit;
  }
  if (strict) return *strict;
  fit.level = CardLevel::Nothing;
  fit.px = 6;
  return fit;
}

}  // namespace

double cardFitScore(const CardFit& f) {
  return (f.level >= CardLevel::NameOnly ? -1000.0 * int(f.level) : 0.0) + f.px - 3.0 * int(f.level) - (f.elides ? 2.0 : 0.0);
}

CardFit fitCards(const QSizeF& size, const CardStrings& widest, int capPx, int floorPx, bool dropMemoryForFloor) {
  if (floorPx > 0) {
    // The largest size from the floor up with every row but the subtitle's, nothing elided.
    CardFit fit;
    // (Where allowed: the memory row, then the time's too; the state and the shapes always stay.)
    const int levels = dropMemoryForFloor ? 4 : 2;
    const CardLevel order[] = {CardLevel::AllRows, CardLevel::NoSubtitleRow, CardLevel::NoMemoryRow, CardLevel::NoMemory};
    for (int i = 0; i < levels; ++i) {
      const CardLevel level = order[i];
      if (!fits(size, widest, floorPx, level, true, &fit)) continue;
      int lo = floorPx, hi = std::max(capPx, floorPx) + 1;
      while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        CardFit trial;
        if (fits(size, widest, mid, level, true, &trial)) lo = mid;
        else hi = mid;
      }
      fits(size, widest, lo, level, true, &fit);
      return fit;
    }
    fit = fitCardsAtZoomOne(size, widest, capPx);
    fit.fitsFloor = false;
    return fit;
  }
  return fitCardsAtZoomOne(size, widest, capPx);
}

CardGeometry layoutCard(const QRectF& rect, const CardFit& fit, const CardStrings& s, int device) {
  CardGeometry g;
  if (fit.level == CardLevel::Nothing) return g;
  const Metrics m = metrics(rect.size(), fit.px);
  g.band = QRectF(rect.left(), rect.top(), rect.width(), std::min(m.bandH, rect.height()));
  const QRectF nameLine(rect.left() + m.pad, g.band.center().y() - m.nameLH / 2, rect.width() - 2 * m.pad, m.nameLH);
  g.texts.append(placeText(StageRole::DeviceName, s.name, m.name, nameLine, rect, Qt::AlignLeft | Qt::AlignVCenter, device));
  const double subX = g.texts.last().box.right() + m.nameGap;
  if (fit.subtitleInBand && !s.subtitle.isEmpty() && nameLine.right() - subX >= 2 * fit.px) {
    const QRectF subLine(subX, g.band.center().y() - m.lh / 2, nameLine.right() - subX, m.lh);
    g.texts.append(placeText(StageRole::Subtitle, s.subtitle, m.body, subLine, rect, Qt::AlignLeft | Qt::AlignVCenter, device));
  }
  if (fit.level == CardLevel::NameOnly) return g;
  g.bar = QRectF(rect.left() + m.pad, rect.bottom() - m.pad - m.barH, rect.width() - 2 * m.pad, m.barH);
  // Each card's own state and time: in full where they fit, else their short forms (never cut).
  CardStrings shown = s;
  if (!s.stateShort.isEmpty() && textWidth(m.body, s.state) > m.textW) shown.state = s.stateShort;
  if (!s.timeShort.isEmpty() && textWidth(m.body, s.time) > m.textW) shown.time = s.timeShort;
  if (!s.memoryShort.isEmpty() && textWidth(m.body, s.memory) + m.nameGap + m.gaugeMin > m.textW) shown.memory = s.memoryShort;
  const QList<Row> rows = rowsFor(fit, shown);
  const double top = g.band.bottom() + m.pad, bottom = g.bar.top() - m.pad;
  const int n = int(rows.size());
  // Spare height spreads the rows a little (airier on big cards), the block centred in the body.
  const double spare = std::max(0.0, bottom - top - rowsHeight(m, n));
  const double gap = m.rowGap + std::min(spare / (n + 1), fit.px * 0.5);
  const double used = n * m.lh + (n - 1) * gap;
  double y = top + (bottom - top - used) / 2;
  g.slot = QRectF(rect.left() + m.pad, y, m.slotW, used);
  const double x = rect.left() + m.textX;
  for (const Row& row : rows) {
    QRectF line(x, y, m.textW, m.lh);
    if (row.role == StageRole::Memory) {
      // The gauge gives way to its number (never below its least width): the number is never cut.
      // (0.5 px to spare against rounding; a narrow card's gauge goes down to one em).
      const double room = m.textW - m.nameGap - textWidth(m.body, row.text) - 0.5;
      const double gaugeW = std::max(double(fit.px), std::min(std::clamp(m.textW * 0.35, m.gaugeMin, 8.0 * fit.px), room));
      const double gh = std::max(3.0, std::round(m.lh * 0.45));
      g.gauge = QRectF(line.right() - gaugeW, y + (m.lh - gh) / 2, gaugeW, gh);
      line.setRight(g.gauge.left() - m.nameGap);
    }
    if (!row.text.isEmpty()) g.texts.append(placeText(row.role, row.text, m.body, line, rect, Qt::AlignLeft | Qt::AlignVCenter, device));
    y += m.lh + gap;
  }
  return g;
}
