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
  if (fit.level < CardLevel::NoMemory) rows.append({StageRole::Memory, s.memory});
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
  const double shown = strict ? 1.0 : 0.7;
  if (level < CardLevel::NameAndShapes && textWidth(m.body, w.state) * shown > m.textW) return false;
  if (level < CardLevel::NoTime && textWidth(m.body, w.time) * shown > m.textW) return false;
  if (strict && !fit.subtitleInBand && subW > m.textW) return false;
  if (level < CardLevel::NoMemory && textWidth(m.body, w.memory) + m.nameGap + m.gaugeMin > m.textW) return false;
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

CardFit fitCards(const QSizeF& size, const CardStrings& widest, int capPx, double zoom) {
  const CardFit base = fitCardsAtZoomOne(size, widest, capPx);
  if (zoom == 1.0 || base.level >= CardLevel::NameOnly) return base;
  CardFit best = base, fit;
  if (zoom < 1.0) {  // the same rows, smaller
    const int px = std::max(kCardMinPx, int(std::lround(base.px * zoom)));
    return fits(size, widest, px, base.level, false, &fit) ? fit : base;
  }
  // Larger: the size asked for with as many rows as still fit; the state row stays (what each
  // GPU is doing is the point of the stage), and so does the peak memory (a pitfall's point, which
  // projector mode's zoom must not take away); the subtitle and the time may go.
  const int target = int(std::lround(std::min(capPx, base.px) * zoom));
  for (int level = int(base.level); level < int(CardLevel::NoMemory) && best.px < target; ++level) {
    for (int px = target; px > best.px; --px) {
      if (fits(size, widest, px, CardLevel(level), false, &fit)) {
        best = fit;
        break;
      }
    }
  }
  return best;
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
  const QList<Row> rows = rowsFor(fit, s);
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
      // The gauge takes what the number leaves (never less than its least): the number stays whole.
      const double room = m.textW - textWidth(m.body, row.text) - m.nameGap;
      const double gaugeW = std::clamp(std::min(m.textW * 0.35, room), m.gaugeMin, 8.0 * fit.px);
      const double gh = std::max(3.0, std::round(m.lh * 0.45));
      g.gauge = QRectF(line.right() - gaugeW, y + (m.lh - gh) / 2, gaugeW, gh);
      line.setRight(g.gauge.left() - m.nameGap);
    }
    if (!row.text.isEmpty()) g.texts.append(placeText(row.role, row.text, m.body, line, rect, Qt::AlignLeft | Qt::AlignVCenter, device));
    y += m.lh + gap;
  }
  return g;
}
