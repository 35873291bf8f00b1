// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The what-if dialog (Duplicate as what-if...): big enough for its contents, and a copy's name
// follows an edited memory size instead of keeping the original's "80GB" (issue 19).

#include "hardware/catalog.h"
#include "panels/whatifdialog.h"
#include "session/whatifdevice.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <cmath>

using namespace ts;

class TestWhatIfDialog : public QObject
{
    Q_OBJECT

private slots:
    void nameForMemory_data();
    void nameForMemory();
    void defaultNameFollowsTheMemory();
    void untouchedMemoryIsNoChange();
    void typedNameIsKept();
    void fitsItsContents();
};

void TestWhatIfDialog::nameForMemory_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("baseGib");
    QTest::addColumn<double>("memoryGib");
    QTest::addColumn<QString>("expected");
    QTest::newRow("h100") << "H100 SXM5 80GB" << 80.0 << 96.0 << "H100 SXM5 96GB";
    QTest::newRow("unchanged") << "H100 SXM5 80GB" << 80.0 << 80.0 << "H100 SXM5 80GB";
    QTest::newRow("fraction") << "H200 SXM 141GB" << 141.0 << 70.5 << "H200 SXM 70.5GB";
    QTest::newRow("rounded") << "H200 SXM 141GB" << 141.0 << 100.04 << "H200 SXM 100GB";
    QTest::newRow("space kept") << "A100 80 GB PCIe" << 80.0 << 40.0 << "A100 40 GB PCIe";
    QTest::newRow("lower case") << "Board 16gb" << 16.0 << 32.0 << "Board 32gb";
    QTest::newRow("GiB") << "TPU 32GiB" << 32.0 << 64.0 << "TPU 64GiB";
    // A name's "GB" is the datasheet's binary figure: 79.65 GiB (nvidia-smi's) set to 96 GiB
    // reads "96GB", not "103.1GB".
    QTest::newRow("runtime base") << "H100 SXM5 80GB" << 79.6474609375 << 96.0 << "H100 SXM5 96GB";
    QTest::newRow("TB") << "Pod 1.5TB" << 1536.0 << 3072.0 << "Pod 3TB";
    QTest::newRow("TiB") << "Pod 1TiB" << 1024.0 << 512.0 << "Pod 0.5TiB";
    QTest::newRow("dropped") << "Pod 2TB edition" << 2048.0 << 0.04 << "Pod edition";
    QTest::newRow("no token") << "TPU v4" << 32.0 << 64.0 << "TPU v4";
    QTest::newRow("GB200 is a name")
        << "GB200 (per Blackwell GPU)" << 186.0 << 200.0 << "GB200 (per Blackwell GPU)";
    QTest::newRow("SXM4 is a name") << "A100 SXM4 40GB" << 40.0 << 80.0 << "A100 SXM4 80GB";
}

void TestWhatIfDialog::nameForMemory()
{
    QFETCH(QString, name);
    QFETCH(double, baseGib);
    QFETCH(double, memoryGib);
    QFETCH(QString, expected);
    QCOMPARE(WhatIfDevice::nameForMemory(name, baseGib, memoryGib), expected);
}

namespace {

Device shipped(const char* id)
{
    const std::optional<Device> device = Catalog::load(QString()).device(QLatin1String(id));
    return device.value_or(Device {});
}

QDoubleSpinBox* memoryBox(WhatIfDialog& dialog)
{
    // The memory row is the one with the " GiB" suffix: memory is shown in GiB everywhere.
    for (QDoubleSpinBox* box : dialog.findChildren<QDoubleSpinBox*>()) {
        if (box->suffix().trimmed() == QLatin1String("GiB"))
            return box;
    }
    return nullptr;
}

} // namespace

void TestWhatIfDialog::defaultNameFollowsTheMemory()
{
    const Device h100 = shipped("h100-sxm");
    QCOMPARE(h100.name, QStringLiteral("H100 SXM5 80GB"));
    WhatIfDialog dialog(h100);
    auto* name = dialog.findChild<QLineEdit*>();
    QVERIFY(name);
    QCOMPARE(name->text(), QStringLiteral("H100 SXM5 80GB (what-if)"));
    QDoubleSpinBox* memory = memoryBox(dialog);
    QVERIFY(memory);
    memory->setValue(96);
    QCOMPARE(name->text(), QStringLiteral("H100 SXM5 96GB (what-if)"));
    QCOMPARE(dialog.changes().name, QStringLiteral("H100 SXM5 96GB (what-if)"));
    QCOMPARE(dialog.changes().memoryGib, std::optional<double>(96));
    // Back to the base's own figure (79.6 GiB shown: nvidia-smi's 81559 MiB; the name keeps
    // the marketed "80GB") is no change.
    memory->setValue(std::round(double(h100.memoryCapacityBytes) / double(1 << 30) * 10) / 10);
    QCOMPARE(memory->value(), 79.6);
    QCOMPARE(dialog.changes().name, QStringLiteral("H100 SXM5 80GB (what-if)"));
    QVERIFY(!dialog.changes().memoryGib);

    // A copy written without a name gets the same rule, and its capacity in GiB.
    WhatIfChanges changes;
    changes.memoryGib = 120;
    const QJsonObject entry = WhatIfDevice::entry(h100, QStringLiteral("h100-sxm-whatif"), changes);
    QCOMPARE(entry.value(QStringLiteral("name")).toString(),
        QStringLiteral("H100 SXM5 120GB (what-if)"));
    const QJsonObject written = entry.value(QStringLiteral("memory")).toObject();
    QCOMPARE(written.value(QStringLiteral("capacity_gib")).toDouble(), 120.0);
    QVERIFY(written.value(QStringLiteral("capacity_gb")).isNull());
}

void TestWhatIfDialog::untouchedMemoryIsNoChange()
{
    // TPU v4's 31.75 GiB (XLA's limit) show as 31.8; leaving the field alone changes neither the
    // memory nor the name.
    const Device tpu = shipped("tpu-v4");
    QVERIFY(tpu.memoryCapacityBytes > 0);
    WhatIfDialog dialog(tpu);
    QCOMPARE(memoryBox(dialog)->value(), 31.8);
    QVERIFY(!dialog.changes().memoryGib);
    QCOMPARE(dialog.changes().name, tpu.name + QStringLiteral(" (what-if)"));
    memoryBox(dialog)->setValue(64);
    QCOMPARE(dialog.changes().memoryGib, std::optional<double>(64));
}

void TestWhatIfDialog::typedNameIsKept()
{
    WhatIfDialog dialog(shipped("h100-sxm"));
    auto* name = dialog.findChild<QLineEdit*>();
    name->selectAll();
    QTest::keyClicks(name, QStringLiteral("My big H100"));
    memoryBox(dialog)->setValue(160);
    QCOMPARE(name->text(), QStringLiteral("My big H100"));
    QCOMPARE(dialog.changes().name, QStringLiteral("My big H100"));
}

void TestWhatIfDialog::fitsItsContents()
{
    WhatIfDialog dialog(shipped("h200-sxm"));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    // Set TENSORSCOPE_GRAB_DIR to look at the dialog.
    if (const QString dir = qEnvironmentVariable("TENSORSCOPE_GRAB_DIR"); !dir.isEmpty())
        dialog.grab().save(dir + QStringLiteral("/whatif-dialog.png"));
    // A minimum size from the contents, and the dialog opens at least that large.
    QVERIFY(dialog.minimumWidth() > 0);
    QVERIFY(dialog.minimumHeight() > 0);
    QVERIFY(dialog.width() >= dialog.minimumWidth());
    QVERIFY(dialog.height() >= dialog.minimumHeight());
    // The name shows whole, and the explanation is not cut off at the bottom.
    auto* name = dialog.findChild<QLineEdit*>();
    QVERIFY2(name->width() >= name->fontMetrics().horizontalAdvance(name->text())
                + 2 * name->fontMetrics().averageCharWidth(),
        qPrintable(QString::number(name->width())));
    for (QLabel* label : dialog.findChildren<QLabel*>()) {
        if (!label->wordWrap())
            continue;
        QVERIFY2(
            label->height() >= label->heightForWidth(label->width()), qPrintable(label->text()));
    }
    // Every field and button at least its size hint: nothing clipped.
    for (QWidget* field : dialog.findChildren<QWidget*>()) {
        if (qobject_cast<QDoubleSpinBox*>(field) || qobject_cast<QPushButton*>(field)) {
            QVERIFY2(field->width() >= field->sizeHint().width(), field->metaObject()->className());
            QVERIFY2(
                field->height() >= field->sizeHint().height(), field->metaObject()->className());
        }
    }
}

QTEST_MAIN(TestWhatIfDialog)
#include "tst_whatifdialog.moc"
