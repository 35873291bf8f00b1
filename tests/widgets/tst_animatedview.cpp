// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// AnimatedView (widgets/views), the base of the systolic, SIMT and side-by-side views: one
// transport, captioned fields, edits coalesced into one rebuild, presentation type from the
// window's height, the readout's type.
#include "views/animatedview.h"
#include "views/flowlayout.h"
#include "views/readoutlabel.h"

#include <QApplication>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>

using namespace ts;

namespace {

// The smallest view on the base: two fields, counting what the base asks of it.
class ToyView : public AnimatedView
{
public:
    explicit ToyView(QWidget* parent = nullptr)
        : AnimatedView(PlaybackTransport::Unit::Cycles, parent)
    {
        createTransportBar(TransportBar::All);
        createReadout();
        auto* fields = new FlowLayout;
        first = new QSpinBox(this);
        second = new QSpinBox(this);
        addField(fields, first, this);
        addField(fields, second, this);
        auto* layout = new QVBoxLayout(this);
        layout->addWidget(m_readout);
        layout->addWidget(m_transportBar);
        layout->addLayout(fields);
        retranslate();
    }
    void setQuietly(int value)
    {
        m_updatingControls = true;
        first->setValue(value);
        m_updatingControls = false;
    }
    QList<QLabel*> captions() const { return m_captions; }

    QSpinBox* first = nullptr;
    QSpinBox* second = nullptr;
    int rebuilds = 0;
    int retranslations = 0;
    QList<bool> controlsVisible;

protected:
    void retranslate() override
    {
        ++retranslations;
        setCaptions({ QStringLiteral("&First"), QStringLiteral("&Second") });
    }
    void setControlsVisible(bool visible) override { controlsVisible.append(visible); }
    void applyControls() override { ++rebuilds; }

public:
    void watch()
    {
        rebuildOnEdit(first);
        rebuildOnEdit(second);
    }
};

} // namespace

class TestAnimatedView : public QObject
{
    Q_OBJECT

private slots:
    void oneTransportAndItsBar()
    {
        ToyView view;
        QCOMPARE(PlaybackTransport::of(&view), view.transport());
        QCOMPARE(view.transport()->unit(), PlaybackTransport::Unit::Cycles);
        view.transport()->setRange(-1, 100);
        QSignalSpy playing(&view, &AnimatedView::playingChanged);
        view.play();
        QVERIFY(view.isPlaying());
        view.togglePlay();
        QVERIFY(!view.isPlaying());
        QCOMPARE(playing.count(), 2);
    }

    void captionsNameTheirFields()
    {
        ToyView view;
        QCOMPARE(view.captions().size(), 2);
        QCOMPARE(view.captions()[0]->text(), QStringLiteral("&First"));
        QCOMPARE(view.captions()[0]->buddy(), view.first);
        QCOMPARE(view.captions()[1]->buddy(), view.second);
        // Caption and field are one widget, so they wrap together.
        QCOMPARE(view.captions()[1]->parentWidget(), view.second->parentWidget());
        // A language change asks the view for its texts again.
        const int before = view.retranslations;
        QEvent change(QEvent::LanguageChange);
        QApplication::sendEvent(&view, &change);
        QCOMPARE(view.retranslations, before + 1);
    }

    void editsSettleIntoOneRebuild()
    {
        ToyView view;
        view.watch();
        view.first->setValue(3);
        view.second->setValue(4);
        view.first->setValue(5);
        QCOMPARE(view.rebuilds, 0);
        QTRY_COMPARE(view.rebuilds, 1);
        QTest::qWait(20);
        QCOMPARE(view.rebuilds, 1);
        // The view setting its own fields is not an edit.
        view.setQuietly(9);
        QTest::qWait(20);
        QCOMPARE(view.rebuilds, 1);
    }

    void presentingHidesTheFieldsAndSizesTheType()
    {
        QWidget window;
        auto* view = new ToyView(&window);
        window.resize(1280, 1080);
        view->setPresenting(true);
        QCOMPARE(view->controlsVisible, QList<bool>({ false }));
        QCOMPARE(view->minimumTextPixels(), 27.0); // 1080 / 40
        view->setPresenting(false);
        QCOMPARE(view->controlsVisible, QList<bool>({ false, true }));
        QCOMPARE(view->minimumTextPixels(), 11.0);
        // A small window keeps the smallest type readable.
        window.resize(320, 240);
        view->setPresenting(true);
        QCOMPARE(view->minimumTextPixels(), 11.0);
    }

    void compactReadoutUsesTheViewsType()
    {
        ToyView view;
        const QString text = QStringLiteral("Cycle 1 / 2");
        view.findChild<ReadoutLabel*>()->setTexts(text, text);
        QCOMPARE(view.readoutText(), text);
        auto* readout = view.findChild<ReadoutLabel*>();
        QVERIFY(readout->font() != view.font()); // the large bold readout type
        view.setCompactReadout(true);
        QCOMPARE(readout->font(), view.font());
    }
};

QTEST_MAIN(TestAnimatedView)
#include "tst_animatedview.moc"
