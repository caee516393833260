// The animation export (ui/export/): ffprobe reads the MP4 and GIF `dpviz --export-video` writes (the
// played batches' length at 1x, the window's size); refusals are one line, exit 2 and no file; both
// cancels leave the folder empty; --export-batches is 1-based and inclusive; the dialog's length.
#include <QApplication>
#include <QJsonDocument>
#include <QLabel>
#include <QSpinBox>
#include <QJsonObject>
#include <QProcess>
#include <QPainter>
#include <QProgressDialog>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <memory>

#include "common/language.h"
#include "export/animation_export.h"
#include "export/batch_range.h"
#include "export/export_dialog.h"
#include "export/kept_colours.h"
#include "export/video_encoder.h"
#include "lessons/presets.h"
#include "session/run_session.h"
#include "shell/gui_options.h"
#include "shell/main_window.h"
#include "shell/settings.h"
#include "stage/device_palette.h"
#include "stage/player.h"

namespace {

struct CliRun {
  int status = -1;  // exit code; -1 crashed, -2 timed out (a hang is a failure)
  QByteArray out;
  QByteArray err;
};

// Everything in `folder` (hidden files too: a temporary file would start with the target's name).
QStringList folder_entries(const QString& folder) {
  return QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden | QDir::System, QDir::Name);
}

// dpviz in `folder`, its settings under `config` (an export run writes none: savesNothing).
CliRun runGui(const QString& folder, const QString& config, const QStringList& args) {
  QProcess p;
  p.setWorkingDirectory(folder);
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  env.remove("QT_QPA_PLATFORM");  // the export chooses offscreen itself: no display is needed
  env.insert("XDG_CONFIG_HOME", config);
  p.setProcessEnvironment(env);
  p.start(DPVIZ_GUI, args);
  p.closeWriteChannel();
  if (!p.waitForFinished(300000)) {
    p.kill();
    p.waitForFinished();
    return {-2, {}, "timed out"};
  }
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
          p.readAllStandardError()};
}

// ffprobe's view of the file's first stream and container.
struct Probe {
  QString codec;
  int width = 0, height = 0;
  double duration = 0;
  qint64 frames = 0;
};

Probe probe(const QString& path) {
  QProcess p;
  p.start("ffprobe", {"-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
                      "stream=codec_name,width,height,nb_read_frames:format=duration", "-of", "json", path});
  if (!p.waitForFinished(120000) || p.exitCode() != 0) return {};
  const QJsonObject root = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
  const QJsonObject stream = root["streams"].toArray().first().toObject();
  return {stream["codec_name"].toString(), stream["width"].toInt(), stream["height"].toInt(),
          root["format"].toObject()["duration"].toString().toDouble(),
          stream["nb_read_frames"].toString().toLongLong()};
}

// Batch `batch` of tutorial-8 at 1×, with the pause at "Done", in `language`: each phase holds its
// caption's reading time, so the export films as long as that batch plays.
double batchSeconds(int batch = 1, const QString& language = QStringLiteral("en")) {
  Language::apply(language);
  RunSession session;
  session.apply(tutorialConfig(8));
  const double seconds = session.runTo(batch, AnimPhase::Load, 0.0) ? session.player()->batchSeconds() : -1.0;
  Language::apply(QStringLiteral("en"));
  return seconds;
}

// Every frame of a GIF as RGB888 images, decoded by the ffmpeg program (not by us).
QList<QImage> decodeGif(const QString& path, int width, int height) {
  QProcess p;
  p.start("ffmpeg", {"-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"});
  QList<QImage> frames;
  if (!p.waitForFinished(120000) || p.exitCode() != 0) return frames;
  const QByteArray raw = p.readAllStandardOutput();
  const qsizetype size = qsizetype(width) * height * 3;
  for (qsizetype at = 0; at + size <= raw.size(); at += size) {
    frames << QImage(reinterpret_cast<const uchar*>(raw.constData() + at), width, height, width * 3, QImage::Format_RGB888).copy();
  }
  return frames;
}

// An encoder that keeps the frames it is given (what the video would show), for the checks.
class FrameKeeper final : public VideoEncoder {
 public:
  explicit FrameKeeper(QSize size) : size_(size) {}
  bool addFrame(const std::uint8_t* pixels, int stride, std::string*) override {
    kept << QImage(pixels, size_.width(), size_.height(), stride, QImage::Format_RGB32).copy();
    return true;
  }
  bool finish(std::string*) override { return true; }
  std::int64_t frames() const override { return kept.size(); }
  QList<QImage> kept;

 private:
  QSize size_;
};

}  // namespace

class TestExport : public QObject {
  Q_OBJECT
  QTemporaryDir settings_dir_;

  std::unique_ptr<Settings> settings() { return std::make_unique<Settings>(settings_dir_.path() + "/s.ini"); }

  // A window as `dpviz --preset tutorial-8 --window-size 800x600` starts.
  std::unique_ptr<MainWindow> tutorialWindow(Settings* s, const QStringList& more = {}) {
    GuiOptions o;
    QString error;
    if (!parseGuiOptions(QStringList({"dpviz", "--preset", "tutorial-8", "--window-size", "800x600"}) + more, &o, &error)) return {};
    auto w = std::make_unique<MainWindow>(s);
    if (!applyGuiOptions(o, w.get(), &error)) return {};
    w->show();
    return w;
  }

 private slots:
  void batchRangeIsOneBasedAndInclusive() {
    int a = 0, b = 0;
    QVERIFY(parseBatchRange("1-4", &a, &b));
    QCOMPARE(a, 1);
    QCOMPARE(b, 4);
    QVERIFY(parseBatchRange("4-4", &a, &b));
    QCOMPARE(a, 4);
    for (const char* bad : {"0-4", "4-1", "1-", "-4", "1", " 1-4", "+1-4", "1-4x", "1--4", "", "1-99999999"}) {
      QVERIFY2(!parseBatchRange(bad, &a, &b), bad);
    }
  }

  // The example: tutorial-8, batches 1-4, an H.264 MP4 of 4 batches at 1×, 30 frames a second.
  void mp4HasThePlayedLengthAndTheWindowSize() {
    QTemporaryDir dir;
    const CliRun r = runGui(dir.path(), settings_dir_.path(), {"--preset", "tutorial-8", "--export-video", "out.mp4", "--export-batches",
                                         "1-4", "--window-size", "800x600"});
    QVERIFY2(r.status == 0, r.err.constData());
    QVERIFY(r.err.contains("100% (") && r.err.endsWith("dpviz: wrote out.mp4\n"));  // progress on stderr; "wrote" last
    QVERIFY2(!r.err.contains("propagateSizeHints"), r.err.constData());
    const Probe p = probe(dir.filePath("out.mp4"));
    QCOMPARE(p.codec, QString("h264"));
    QCOMPARE(p.width, 800);
    QCOMPARE(p.height, 600);
    const double seconds = 4 * batchSeconds();
    QCOMPARE(p.frames, qint64(std::llround(seconds * VideoEncoder::kFps)));
    QVERIFY2(std::abs(p.duration - seconds) <= 1.0 / VideoEncoder::kFps, qPrintable(QString::number(p.duration)));
    QCOMPARE(folder_entries(dir.path()), QStringList({"out.mp4"}));  // no temporary file left
  }

  // A GIF of the last batch (4-4): its frames last 1/30 s in GIF's 1/100 s steps.
  void gifHasThePlayedLengthAndTheWindowSize() {
    QTemporaryDir dir;
    const CliRun r = runGui(dir.path(), settings_dir_.path(), {"--preset", "tutorial-8", "--export-video", "last.GIF", "--export-batches",
                                         "4-4", "--window-size", "800x600", "--lang", "zh_CN"});
    QVERIFY2(r.status == 0, r.err.constData());
    const Probe p = probe(dir.filePath("last.GIF"));
    QCOMPARE(p.codec, QString("gif"));
    QCOMPARE(p.width, 800);
    QCOMPARE(p.height, 600);
    const double seconds = batchSeconds(4, QStringLiteral("zh_CN"));
    QCOMPARE(p.frames, qint64(std::llround(seconds * VideoEncoder::kFps)));
    QVERIFY2(std::abs(p.duration - seconds) <= 0.05, qPrintable(QString::number(p.duration)));
    QVERIFY(QFileInfo(dir.filePath("last.GIF")).size() < 2 * 1024 * 1024);  // one palette: small
  }

  // Seen once: the GIF's one palette turned cuda:3's pale pink grey in later frames (palettegen saw
  // only the first). Now it holds every device's colour and pale trace exactly: a first frame of
  // white and text, then every one of those colours in a block; ffmpeg decodes each block to its
  // colour (every pixel, within 4 units a channel: the ordered dither's nudge).
  void gifKeepsEveryDeviceColour() {
    const QColor base = QApplication::palette().color(QPalette::Base);
    QList<QColor> colours;
    for (int d = -1; d < 64; ++d) {
      colours << deviceColor(d);
      QColor trace = deviceColor(d);
      trace.setAlphaF(0.3);  // what FlowItem leaves of a chunk that has gone
      QImage one(1, 1, QImage::Format_RGB32);
      one.fill(base);
      QPainter(&one).fillRect(0, 0, 1, 1, trace);
      colours << one.pixelColor(0, 0);
    }
    const std::vector<std::uint32_t> kept = gifKeptColours();
    QVERIFY(kept.size() <= 240 && kept.size() >= std::size_t(colours.size()) / 2);
    constexpr int kBlock = 8, kColumns = 26;
    const int width = kColumns * kBlock, height = int((colours.size() + kColumns - 1) / kColumns) * kBlock;
    QImage first(width, height, QImage::Format_RGB32);
    first.fill(Qt::white);
    {
      QPainter p(&first);
      p.setRenderHint(QPainter::Antialiasing);
      p.drawText(QRect(0, 0, width, height), Qt::AlignCenter, "cuda:0 summing the gradients");
    }
    QImage blocks(width, height, QImage::Format_RGB32);
    blocks.fill(Qt::white);
    {
      QPainter p(&blocks);
      for (int i = 0; i < colours.size(); ++i) p.fillRect((i % kColumns) * kBlock, (i / kColumns) * kBlock, kBlock, kBlock, colours[i]);
    }
    QTemporaryDir dir;
    const QString path = dir.filePath("colours.gif");
    std::string reason;
    auto encoder = VideoEncoder::open(path.toStdString(), width, height, &reason, kept);
    QVERIFY2(encoder, reason.c_str());
    for (const QImage* frame : {&first, &first, &blocks, &blocks}) {
      QVERIFY2(encoder->addFrame(frame->constBits(), int(frame->bytesPerLine()), &reason), reason.c_str());
    }
    QVERIFY2(encoder->finish(&reason), reason.c_str());
    const QList<QImage> frames = decodeGif(path, width, height);
    QVERIFY2(frames.size() >= 2, qPrintable(QString::number(frames.size())));
    const QImage& last = frames.last();
    for (int i = 0; i < colours.size(); ++i) {
      const QColor want = colours[i];
      for (int y = 0; y < kBlock; ++y) {
        for (int x = 0; x < kBlock; ++x) {
          const QColor got = last.pixelColor((i % kColumns) * kBlock + x, (i / kColumns) * kBlock + y);
          const int off = std::max({std::abs(got.red() - want.red()), std::abs(got.green() - want.green()),
                                    std::abs(got.blue() - want.blue())});
          QVERIFY2(off <= 4, qPrintable(QString("cuda:%1%2 %3 came out %4").arg(i / 2 - 1).arg(i % 2 ? " (trace)" : "")
                                            .arg(want.name(), got.name())));
        }
      }
    }
    // Without them, the same frames lose the colours the first frame did not have (the test can fail).
    const QString bare = dir.filePath("bare.gif");
    encoder = VideoEncoder::open(bare.toStdString(), width, height, &reason);
    QVERIFY2(encoder, reason.c_str());
    for (const QImage* frame : {&first, &blocks}) QVERIFY(encoder->addFrame(frame->constBits(), int(frame->bytesPerLine()), &reason));
    QVERIFY2(encoder->finish(&reason), reason.c_str());
    const QList<QImage> bareFrames = decodeGif(bare, width, height);
    QVERIFY(!bareFrames.isEmpty());
    const QColor pink = colours[9], got = bareFrames.last().pixelColor(9 * kBlock + 3, 3);  // cuda:3's pale trace
    QVERIFY2(std::abs(got.red() - pink.red()) + std::abs(got.green() - pink.green()) + std::abs(got.blue() - pink.blue()) > 12,
             qPrintable(got.name()));
  }

  // Seen once: projector mode's transport bar was burned into every frame. By default the video
  // leaves it out (hidden while filming: the frames keep the window's size, the stage has the room)
  // and shows it again afterwards; setKeepTransport(true) (--export-keep-transport, the dialog's box)
  // films it as it is.
  void videoLeavesOutTheTransportBarUnlessKept() {
    auto s = settings();
    auto w = tutorialWindow(s.get(), {"--presentation"});
    QVERIFY(w);
    QWidget* bar = w->transportBar();
    QVERIFY(bar && bar->isVisible());
    const QRect barRect(bar->mapTo(w.get(), QPoint(0, 0)), bar->size());
    QImage withBar, barLook, withoutBar;
    for (const bool keep : {true, false}) {
      AnimationExport animation(w.get());
      QVERIFY(!animation.keepTransport());  // the default
      animation.setKeepTransport(keep);
      QString error;
      QVERIFY2(animation.prepare(1, 1, &error), qPrintable(error));
      QCOMPARE(animation.frameSize(), QSize(800, 600));
      FrameKeeper frames(animation.frameSize());
      bool shown = !keep;
      QVERIFY(!animation.render(&frames, [&](std::int64_t done, std::int64_t) {
        shown = bar->isVisible();
        if (keep && done == 1) barLook = bar->grab().toImage().convertToFormat(QImage::Format_RGB32);
        return done < 2;
      }, &error));
      QVERIFY(animation.cancelled());
      QCOMPARE(shown, keep);
      QVERIFY(bar->isVisible());  // back once the frames are filmed
      QCOMPARE(frames.kept.size(), 2);
      QCOMPARE(frames.kept.first().size(), QSize(800, 600));
      (keep ? withBar : withoutBar) = frames.kept.first().copy(barRect);
    }
    QCOMPARE(withBar, barLook);  // kept: the bar as it looked, where it is
    // Left out: the stage fills that strip, and few of its pixels are the bar's.
    qint64 same = 0;
    for (int y = 0; y < withBar.height(); ++y) {
      for (int x = 0; x < withBar.width(); ++x) same += withBar.pixel(x, y) == withoutBar.pixel(x, y) ? 1 : 0;
    }
    QVERIFY2(same * 10 < qint64(withBar.width()) * withBar.height() * 9, qPrintable(QString::number(same)));
    // The options: --export-keep-transport only with a video.
    GuiOptions o;
    QString error;
    QVERIFY(parseGuiOptions({"dpviz", "--export-video", QDir::temp().filePath("x.mp4")}, &o, &error));
    QVERIFY(!o.exportKeepTransport);
    QVERIFY(parseGuiOptions({"dpviz", "--export-video", QDir::temp().filePath("x.mp4"), "--export-keep-transport"}, &o, &error));
    QVERIFY(o.exportKeepTransport);
    QVERIFY(!parseGuiOptions({"dpviz", "--export-keep-transport"}, &o, &error));
    QCOMPARE(error, QString("--export-keep-transport needs --export-video"));
    ExportAnimationDialog dialog(4, batchSeconds());
    QVERIFY(!dialog.keepTransport());
  }

  // Bad paths, extensions and ranges: exit 2, exactly one line on stderr, nothing written.
  void refusalsAreOneLineAndLeaveNoFile() {
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkdir("folder.mp4"));
    const QList<QStringList> cases = {
        {"--export-video", "out.avi"},
        {"--export-video", "missing/out.mp4"},
        {"--export-video", "folder.mp4"},
        {"--export-video", "out.mp4", "--export-batches", "4-1"},
        {"--export-batches", "1-2"},
        {"--export-keep-transport"},
        {"--export-video", "out.gif", "--export-batches", "3-9"},  // the tutorial's epoch has 4 batches
        {"--export-video", "out.mp4", "--screenshot", "x.png"},
    };
    for (QStringList args : cases) {
      args << "--preset" << "tutorial-8";
      const CliRun r = runGui(dir.path(), settings_dir_.path(), args);
      const QString what = args.join(' ') + ": " + QString::fromUtf8(r.err);
      QVERIFY2(r.status == 2, qPrintable(what));
      QVERIFY2(r.err.count('\n') == 1 && r.err.endsWith('\n'), qPrintable(what));
      const QStringList left = folder_entries(dir.path());
      QVERIFY2(left == QStringList({"folder.mp4"}), qPrintable(what + left.join(',')));
    }
  }

  // File › Export › Animation…'s dialog: the run's batches, and the video's length as they play at 1×.
  void dialogSaysTheVideoLength() {
    ExportAnimationDialog dialog(4, batchSeconds());
    auto spins = dialog.findChildren<QSpinBox*>();
    QCOMPARE(spins.size(), 2);
    QCOMPARE(dialog.firstBatch(), 1);
    QCOMPARE(dialog.lastBatch(), 4);
    const auto lengthText = [&] {
      for (QLabel* l : dialog.findChildren<QLabel*>()) {
        if (l->text().contains("frames a second")) return l->text();
      }
      return QString();
    };
    QVERIFY2(lengthText().contains(QString::number(4 * batchSeconds(), 'f', 1) + " s"), qPrintable(lengthText()));
    spins[0]->setValue(4);  // the first batch moves past the last: the last follows
    QCOMPARE(dialog.lastBatch(), 4);
    QVERIFY2(lengthText().contains(QString::number(batchSeconds(), 'f', 1) + " s"), qPrintable(lengthText()));
    QVERIFY(dialog.path().endsWith(".mp4"));
  }

  // A progress callback that says stop: render() reports the cancel, and the encoder's temporary
  // file goes with the encoder.
  void cancelledRenderLeavesNoFile() {
    QTemporaryDir dir;
    auto s = settings();
    auto w = tutorialWindow(s.get());
    QVERIFY(w);
    AnimationExport animation(w.get());
    QString error;
    QVERIFY2(animation.prepare(2, 3, &error), qPrintable(error));
    QCOMPARE(animation.frameCount(), std::llround(2 * batchSeconds(2) * VideoEncoder::kFps));
    std::string reason;
    const QSize size = animation.frameSize();
    auto encoder = VideoEncoder::open(dir.filePath("c.mp4").toStdString(), size.width(), size.height(), &reason);
    QVERIFY2(encoder, reason.c_str());
    QCOMPARE(folder_entries(dir.path()).size(), 1);  // the temporary file, beside the target
    std::int64_t seen = 0;
    QVERIFY(!animation.render(encoder.get(), [&](std::int64_t done, std::int64_t) { return (seen = done) < 10; }, &error));
    QVERIFY(animation.cancelled());
    QCOMPARE(seen, 10);
    QCOMPARE(encoder->frames(), 10);
    encoder.reset();
    QCOMPARE(folder_entries(dir.path()), QStringList());
  }

  // Exporting from the menu replays the run from its start; afterwards the window is back at the
  // batch it showed (paused at its first phase), not at the exported range's end.
  void menuExportReturnsToTheBatchShown() {
    QTemporaryDir dir;
    auto s = settings();
    auto w = tutorialWindow(s.get());
    QVERIFY(w);
    QVERIFY(w->session()->waitReady());
    Player* player = w->player();
    player->pause();
    player->skipTo(3);
    player->play();
    QTRY_COMPARE(player->batchesShown(), qint64(3));
    player->pause();
    QString error;
    QVERIFY2(exportAnimation(w.get(), dir.filePath("a.gif"), 1, 1, &error), qPrintable(error));
    QVERIFY(QFileInfo(dir.filePath("a.gif")).size() > 0);
    QTRY_COMPARE(player->batchesShown(), qint64(3));
    QCOMPARE(player->phase(), AnimPhase::Load);
    QVERIFY(!player->playing());
    player->play();  // and it plays on from there, on its own clock
    QTRY_VERIFY_WITH_TIMEOUT(player->phase() != AnimPhase::Load, 30000);  // Load holds its caption's reading time (≥ 4 s)
  }

  // File › Export › Animation…'s progress dialog: Cancel stops the export, nothing is written and no
  // error is reported (the user asked for it).
  void progressDialogCancelLeavesNoFile() {
    QTemporaryDir dir;
    auto s = settings();
    auto w = tutorialWindow(s.get());
    QVERIFY(w);
    bool cancelled = false;
    QTimer poll;
    connect(&poll, &QTimer::timeout, [&] {
      auto* progress = w->findChild<QProgressDialog*>();
      if (progress && progress->value() >= 5 && !cancelled) {
        cancelled = true;
        progress->cancel();
      }
    });
    poll.start(0);
    QString error = "not run";
    QVERIFY(!exportAnimation(w.get(), dir.filePath("d.gif"), 1, 1, &error));
    QVERIFY(cancelled);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(folder_entries(dir.path()), QStringList());
  }
};

QTEST_MAIN(TestExport)
#include "test_export.moc"
