// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The ten claims in the window and the CLI (issue 22): the Claims page follows the workspace,
// every outcome is worded, and `tensorscope claims --json` prints the figures ClaimCheck
// computes. The experiments themselves are tested without a window in tests/core/tst_claimcheck.
#include "charts/claimcurvechart.h"
#include "charts/columnchart.h"
#include "claimcases.h"
#include "clirunner.h"
#include "compare/claimcheck.h"
#include "hardware/catalog.h"
#include "mainwindow.h"
#include "models/claimtext.h"
#include "models/explanation.h"
#include "models/workspacedocument.h"
#include "panels/claimspanel.h"
#include "panels/devicepickerpanel.h"
#include "panels/explainpanel.h"
#include "panels/workspacecontroller.h"
#include "session/workspace.h"
#include "workload/workloadpresets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <cmath>

using namespace ts;
using namespace ts::test;

namespace {

// The first-run window at 1280×800 on its Claims page; false when it was never shown.
bool showClaimsPage(MainWindow& window)
{
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.tabs()->setCurrentWidget(window.claimsPanel());
    return true;
}

} // namespace

class TestClaims : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void everySummaryIsWorded_data();
    void everySummaryIsWorded();
    void cliPrintsTheSameFigures();
    void cliRefusesBadInput();
    void claimsPageFollowsTheWorkspace();
    void cannotTellSaysWhy();
    void experimentsShowWhatDecided();
    void cardsOpenFullSize();
    void figuresLinkToTheirExplanation();
};

void TestClaims::everySummaryIsWorded_data()
{
    QTest::addColumn<QString>("name");
    for (const char* name : { "first run", "small CNN", "7B decode", "70B on 1024 chips" })
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestClaims::everySummaryIsWorded()
{
    // Each outcome of tst_claimcheck's everyClaimRuns has a summary in words.
    QFETCH(QString, name);
    const Case c = workloadCase(name);
    for (const ClaimOutcome& o : ClaimCheck::run(c.spec, devices(), {}, c.job))
        QVERIFY2(
            !ClaimText::summary(o, QStringLiteral("TPU v5p"), QStringLiteral("H100")).isEmpty(),
            qPrintable(ClaimCheck::key(o.id)));
}

void TestClaims::cliPrintsTheSameFigures()
{
    for (const QString& name :
        { QStringLiteral("first run"), QStringLiteral("70B on 1024 chips") }) {
        const Case c = workloadCase(name);
        QStringList arguments = { QStringLiteral("claims"), QStringLiteral("--json"),
            QStringLiteral("--device"), QStringLiteral("h100-sxm,tpu-v5p") };
        arguments += c.cli;
        const CliRun run = runCli(arguments);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        const QJsonObject root = QJsonDocument::fromJson(run.out.toUtf8()).object();
        QCOMPARE(root.value(QStringLiteral("systolic")).toString(), QStringLiteral("tpu-v5p"));
        QCOMPARE(root.value(QStringLiteral("gpu")).toString(), QStringLiteral("h100-sxm"));
        const QJsonArray claims = root.value(QStringLiteral("claims")).toArray();
        QCOMPARE(claims.size(), kClaimCount);
        const QList<ClaimOutcome> outcomes = ClaimCheck::run(c.spec, devices(), {}, c.job);
        for (int i = 0; i < kClaimCount; ++i) {
            const QJsonObject claim = claims.at(i).toObject();
            const ClaimOutcome& o = outcomes[i];
            QCOMPARE(claim.value(QStringLiteral("id")).toString(), ClaimCheck::key(o.id));
            QCOMPARE(claim.value(QStringLiteral("number")).toInt(), i + 1);
            QCOMPARE(claim.value(QStringLiteral("verdict")).toString(),
                ClaimText::verdictCode(o.verdict));
            const QJsonObject figures = claim.value(QStringLiteral("figures")).toObject();
            QCOMPARE(figures.size(), o.figures.size());
            for (const ClaimFigure& f : o.figures) {
                if (std::isfinite(f.value))
                    QCOMPARE(figures.value(f.key).toDouble(), f.value);
                else
                    QVERIFY(figures.value(f.key).isNull());
            }
            // The experiment the card draws, point for point.
            const QJsonValue experiment = claim.value(QStringLiteral("experiment"));
            QCOMPARE(experiment.isNull(), o.experiment.kind == ClaimExperiment::Kind::None);
            const QJsonObject x = experiment.toObject();
            QCOMPARE(x.value(QStringLiteral("y")).toString(),
                o.experiment.kind == ClaimExperiment::Kind::None ? QString() : o.experiment.yKey);
            const QJsonArray curves = x.value(QStringLiteral("curves")).toArray();
            QCOMPARE(curves.size(), o.experiment.curves.size());
            for (int j = 0; j < curves.size(); ++j) {
                const QJsonArray points
                    = curves.at(j).toObject().value(QStringLiteral("points")).toArray();
                QCOMPARE(points.size(), o.experiment.curves[j].points.size());
                for (int k = 0; k < points.size(); ++k) {
                    QCOMPARE(points.at(k).toArray().at(0).toDouble(),
                        o.experiment.curves[j].points[k].x());
                    QCOMPARE(points.at(k).toArray().at(1).toDouble(),
                        o.experiment.curves[j].points[k].y());
                }
            }
            const QJsonArray bars = x.value(QStringLiteral("bars")).toArray();
            QCOMPARE(bars.size(), o.experiment.bars.size());
            for (int j = 0; j < bars.size(); ++j)
                QCOMPARE(bars.at(j).toObject().value(QStringLiteral("value")).toDouble(),
                    o.experiment.bars[j].value);
            if (std::isfinite(o.effect))
                QCOMPARE(claim.value(QStringLiteral("effect"))
                             .toObject()
                             .value(QStringLiteral("value"))
                             .toDouble(),
                    o.effect);
        }
    }
}

void TestClaims::cliRefusesBadInput()
{
    for (const QStringList& bad : { QStringList { QStringLiteral("--chips"), QStringLiteral("0") },
             QStringList { QStringLiteral("--chips"), QStringLiteral("nan") },
             QStringList { QStringLiteral("--device"), QStringLiteral("no-such-chip") },
             QStringList { QStringLiteral("--workload"), QStringLiteral("no-such-model") } }) {
        const CliRun run = runCli(QStringList { QStringLiteral("claims") } + bad);
        QVERIFY2(run.exitCode == 1 || run.exitCode == 2, qPrintable(bad.join(QLatin1Char(' '))));
        QVERIFY2(run.err.contains(QStringLiteral("tensorscope claims")), qPrintable(run.err));
    }
}

void TestClaims::claimsPageFollowsTheWorkspace()
{
    // The Claims page shows each claim's verdict and figures for the workspace, and follows an
    // edit once it settles.
    MainWindow window;
    QVERIFY(showClaimsPage(window));
    ClaimsPanel* page = window.claimsPanel();
    QCOMPARE(page->outcomes().size(), kClaimCount);
    const auto expected = [&window] {
        const Workspace& w = window.document()->workspace();
        QList<Device> ticked;
        for (const DeviceComparison& d : window.workspaceController()->comparison().devices)
            ticked.append(d.device);
        return ClaimCheck::run(
            w.workload, ticked, window.workspaceController()->engineOptions(), w.job);
    };
    const auto shows = [&](const QList<ClaimOutcome>& outcomes) {
        for (const ClaimOutcome& o : outcomes) {
            if (page->verdictLabel(o.id)->text() != ClaimText::verdictName(o.verdict))
                return false;
            if (page->summaryLabel(o.id)->text()
                != ClaimText::summary(
                    o, QStringLiteral("TPU v5p"), QStringLiteral("H100 SXM5 80GB")))
                return false;
        }
        return true;
    };
    QVERIFY(shows(expected()));
    // Untick the TPU: every card says what it needs.
    window.devicePicker()->setChecked(QStringLiteral("tpu-v5p"), false);
    window.workspaceController()->recomputeNow();
    QTRY_COMPARE(page->verdictLabel(ClaimId::Torus)->text(),
        ClaimText::verdictName(ClaimVerdict::CannotTell));
}

void TestClaims::cannotTellSaysWhy()
{
    // Without a GPU every claim says what it needs; a reason names a device by its name, never
    // its catalog id.
    const Catalog catalog = Catalog::load(QString());
    const WorkloadSpec first = Workspace::defaultWorkspace().workload;
    for (const ClaimOutcome& o :
        ClaimCheck::run(first, { *catalog.device(QStringLiteral("tpu-v5p")) })) {
        QCOMPARE(o.verdict, ClaimVerdict::CannotTell);
        QCOMPARE(o.reason, QStringLiteral("no-gpu"));
        QCOMPARE(ClaimText::summary(o, QStringLiteral("TPU v5p"), QString()),
            ClaimText::tr("Tick a GPU to test it."));
    }
    // An fp32 MLP: the H100 has no fp32 matrix rate, so the tensor-core claim cannot be tested.
    const WorkloadSpec mlp = *WorkloadPresets::load(QStringLiteral("mlp-4096")).spec;
    const ClaimOutcome o = ClaimCheck::run(ClaimId::TensorCores, mlp, devices());
    if (o.verdict == ClaimVerdict::CannotTell) {
        const QString text
            = ClaimText::summary(o, QStringLiteral("TPU v5p"), QStringLiteral("H100"));
        QVERIFY2(!text.contains(QStringLiteral("h100-sxm")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("H100")), qPrintable(text));
    }
}

void TestClaims::experimentsShowWhatDecided()
{
    // What a card draws is what decided its verdict: the curves cross where the card says, the
    // sweep ends at the figures the summary quotes.
    for (const QString& name : { QStringLiteral("first run"), QStringLiteral("small CNN"),
             QStringLiteral("7B decode"), QStringLiteral("70B on 1024 chips") }) {
        const Case c = workloadCase(name);
        for (const ClaimOutcome& o : ClaimCheck::run(c.spec, devices(), {}, c.job)) {
            const QString where = name + QStringLiteral(": ") + ClaimCheck::key(o.id);
            const ClaimExperiment& x = o.experiment;
            if (o.verdict == ClaimVerdict::CannotTell)
                continue;
            QVERIFY2(x.kind != ClaimExperiment::Kind::None, qPrintable(where));
            // A sweep has two points at least (a job on two chips has one to show).
            const bool twoChips = o.figure(QStringLiteral("chips")) == 2;
            for (const ClaimCurve& curve : x.curves)
                QVERIFY2(curve.points.size() >= (twoChips ? 1 : 2),
                    qPrintable(where + QLatin1Char(' ') + curve.key));
            for (const ClaimBar& bar : x.bars)
                QVERIFY2(std::isfinite(bar.value), qPrintable(where + QLatin1Char(' ') + bar.key));
            switch (o.id) {
            case ClaimId::LargeBatch: {
                // The curves' ratio at both ends of the sweep is the ratio the summary quotes
                // (each curve has the batches its device fits).
                const auto at = [](const ClaimCurve& curve, double batch) {
                    for (const QPointF& p : curve.points) {
                        if (p.x() == batch)
                            return p.y();
                    }
                    return std::numeric_limits<double>::quiet_NaN();
                };
                for (const char* end : { "smallest", "largest" }) {
                    const double batch
                        = o.figure(QStringLiteral("%1_batch").arg(QLatin1String(end)));
                    QCOMPARE(at(x.curves[0], batch) / at(x.curves[1], batch),
                        o.figure(QStringLiteral("systolic_over_gpu_throughput_at_%1_batch")
                                     .arg(QLatin1String(end))));
                }
                const double crossover = o.figure(QStringLiteral("crossover_batch"));
                QCOMPARE(std::isfinite(x.markerX), std::isfinite(crossover));
                break;
            }
            case ClaimId::CostAtScale: {
                // The systolic chip's cost at the break-even MFU is the GPU's cost.
                const double mfu = o.figure(QStringLiteral("systolic_mfu"));
                const double cost = o.figure(QStringLiteral("systolic_run_cost_usd"));
                QCOMPARE(x.markerX, o.figure(QStringLiteral("breakeven_mfu")));
                QVERIFY(
                    std::abs(
                        cost * mfu / x.markerX / o.figure(QStringLiteral("gpu_run_cost_usd")) - 1)
                    < 1e-9);
                for (const QPointF& p : x.curves[0].points)
                    QVERIFY(std::abs(p.y() * p.x() / (cost * mfu) - 1) < 1e-9);
                break;
            }
            case ClaimId::RentOrBuy: {
                // Owned a/u + b meets the rent at the break-even use.
                const QList<QPointF>& owned = x.curves[1].points;
                const QPointF p = owned.first();
                const QPointF q = owned.last();
                const double a = (p.y() - q.y()) / (1 / p.x() - 1 / q.x());
                const double b = q.y() - a / q.x();
                const double breakeven = o.figure(QStringLiteral("breakeven_utilization"));
                if (breakeven < 1)
                    QVERIFY(
                        std::abs((a / breakeven + b) / x.curves[0].points.first().y() - 1) < 1e-9);
                const double owning = o.figure(QStringLiteral("owned_utilization"));
                QVERIFY(std::abs((a / owning + b)
                                / o.figure(QStringLiteral("gpu_owned_usd_per_chip_hour"))
                            - 1)
                    < 1e-9);
                break;
            }
            case ClaimId::Torus:
                // The sweep ends at the job the figures describe.
                for (int i = 0; i < 2; ++i) {
                    QCOMPARE(x.curves[i].points.last().x(), o.figure(QStringLiteral("chips")));
                    QCOMPARE(x.curves[i].points.last().y(),
                        o.figure(i == 0 ? QStringLiteral("systolic_exposed_comm_share")
                                        : QStringLiteral("gpu_exposed_comm_share")));
                }
                break;
            case ClaimId::TwoPointEight:
            case ClaimId::PerfPerWatt:
                QCOMPARE(x.bars[0].value / x.bars[1].value, o.effect);
                QCOMPARE(x.bars[0].low / x.bars[1].high, o.effectLow);
                break;
            case ClaimId::MemoryPerChip:
                QCOMPARE(x.bars[0].value, o.figure(QStringLiteral("systolic_fewest_chips")));
                QCOMPARE(x.bars[1].value, o.figure(QStringLiteral("gpu_fewest_chips")));
                break;
            case ClaimId::Bf16:
                // The TPU has no fp32 matrix rate: the card says it runs fp32 as a bf16 pass,
                // which is why its energy barely moves.
                QCOMPARE(o.figure(QStringLiteral("systolic_fp32_bf16_passes")), 1.0);
                QVERIFY(ClaimText::summary(o, QStringLiteral("TPU v5p"), QStringLiteral("H100"))
                            .contains(QStringLiteral("bf16 pass")));
                break;
            case ClaimId::OddShapes:
            case ClaimId::TensorCores:
                break;
            }
        }
    }
}

void TestClaims::cardsOpenFullSize()
{
    // Each card opens full size with its experiment's chart, drawn from the outcome's data,
    // and goes back to the list by its button or Backspace.
    MainWindow window;
    QVERIFY(showClaimsPage(window));
    ClaimsPanel* page = window.claimsPanel();
    QCOMPARE(page->outcomes().size(), kClaimCount);
    for (const ClaimOutcome& o : page->outcomes()) {
        const QString where = ClaimCheck::key(o.id);
        QVERIFY2(page->openButton(o.id)->isEnabled(), qPrintable(where));
        page->openButton(o.id)->click();
        QCOMPARE(page->openedClaim(), std::optional<ClaimId>(o.id));
        QVERIFY(page->openedVerdict()->isVisible());
        QVERIFY(!page->card(o.id)->isVisible());
        QCOMPARE(page->openedVerdict()->text(), ClaimText::verdictName(o.verdict));
        const ClaimExperiment& x = o.experiment;
        if (x.kind == ClaimExperiment::Kind::Curves) {
            QCOMPARE(page->experimentChart(), page->curveChart());
            QVERIFY(page->curveChart()->isVisible());
            for (int i = 0; i < x.curves.size(); ++i) {
                QLineSeries* series = page->curveChart()->curveSeries(i);
                QVERIFY2(series, qPrintable(where));
                QCOMPARE(series->count(), int(x.curves[i].points.size()));
                const double scale = ClaimText::isShare(x.xKey) ? 100 : 1;
                QCOMPARE(series->at(0).x(), x.curves[i].points[0].x() * scale);
            }
            QCOMPARE(page->curveChart()->markerSeries() != nullptr, std::isfinite(x.markerX));
        } else if (x.kind == ClaimExperiment::Kind::Bars) {
            QCOMPARE(page->experimentChart(), page->columnChart());
            QCOMPARE(page->columnChart()->columns().size(), x.bars.size());
            const double scale = ClaimText::isShare(x.yKey) ? 100 : 1;
            for (int i = 0; i < x.bars.size(); ++i)
                QCOMPARE(
                    page->columnChart()->columns()[i].segments.first(), x.bars[i].value * scale);
        } else {
            QVERIFY(!page->experimentChart());
        }
        // Every figure is a link to its explanation, showing its value.
        for (const ClaimFigure& f : o.figures) {
            QVERIFY2(
                page->openedFigures()->text().contains(QStringLiteral("href=\"%1\"").arg(f.key)),
                qPrintable(where + QLatin1Char(' ') + f.key));
            QVERIFY2(page->openedFigures()->text().contains(
                         ClaimText::figureValue(f.key, f.value).toHtmlEscaped()),
                qPrintable(where + QLatin1Char(' ') + f.key));
        }
        if (int(o.id) % 2 == 0) {
            page->backButton()->click();
        } else {
            page->openedFigures()->setFocus();
            QTest::keyClick(page->openedFigures(), Qt::Key_Backspace);
        }
        QCOMPARE(page->openedClaim(), std::nullopt);
        QVERIFY(page->card(o.id)->isVisible() || !page->card(o.id)->visibleRegion().isEmpty()
            || page->verdictLabel(o.id)->text() == ClaimText::verdictName(o.verdict));
    }
}

void TestClaims::figuresLinkToTheirExplanation()
{
    // Clicking a figure explains it: its name, value and formula, and for a figure that is a
    // device's metric the engine's own derivation, as the comparison's cell gives it.
    MainWindow window;
    QVERIFY(showClaimsPage(window));
    ClaimsPanel* page = window.claimsPanel();
    auto* explain = window.findChild<ExplainPanel*>();
    QVERIFY(explain);
    page->openClaim(ClaimId::PerfPerWatt);
    const ClaimOutcome& o = page->outcomes()[int(ClaimId::PerfPerWatt)];
    QVERIFY(std::isfinite(o.figure(QStringLiteral("gpu_tokens_per_joule"))));
    emit page->openedFigures()->linkActivated(QStringLiteral("gpu_tokens_per_joule"));
    const QString shown = explain->browser()->toPlainText();
    QVERIFY2(shown.contains(ClaimText::figureName(QStringLiteral("gpu_tokens_per_joule"),
                 QStringLiteral("TPU v5p"), QStringLiteral("H100 SXM5 80GB"))),
        qPrintable(shown));
    QVERIFY2(shown.contains(ClaimText::figureValue(QStringLiteral("gpu_tokens_per_joule"),
                 o.figure(QStringLiteral("gpu_tokens_per_joule")))),
        qPrintable(shown));
    const DeviceComparison* gpu
        = window.workspaceController()->comparison().find(QStringLiteral("h100-sxm"));
    QVERIFY(gpu && gpu->estimate);
    QTextDocument derivation;
    derivation.setHtml(Explanation::metric(Metric::TokensPerJoule, *gpu->estimate, gpu->device,
        window.workspaceController()->engineOptions()));
    QVERIFY2(shown.contains(derivation.toPlainText()), qPrintable(shown));
    // The engine's tokens per joule is the figure the claim used.
    QCOMPARE(MetricFigures::value(Metric::TokensPerJoule, *gpu->estimate),
        o.figure(QStringLiteral("gpu_tokens_per_joule")));
    // A figure that is not a metric of one estimate says how it is computed.
    page->openClaim(ClaimId::Torus);
    emit page->openedFigures()->linkActivated(QStringLiteral("gpu_exposed_comm_share"));
    QVERIFY(explain->browser()->toPlainText().contains(
        ClaimText::figureFormula(QStringLiteral("gpu_exposed_comm_share"))));
}

QTEST_MAIN(TestClaims)
#include "tst_claims.moc"
