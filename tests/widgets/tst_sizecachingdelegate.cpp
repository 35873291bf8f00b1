// SPDX-FileCopyrightText: 2026 The Tensorscope authors
// SPDX-License-Identifier: MIT
//
// The memoised size hints are QStyledItemDelegate's, and follow every change of what an item
// is sized from (a stale memo would leave a column too narrow for a new figure).

#include "panels/sizecachingdelegate.h"

#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace ts;

class TestSizeCachingDelegate : public QObject
{
    Q_OBJECT

private slots:
    void hintsAreTheStyledDelegates();
    void hintsFollowChanges();
};

namespace {

QStyleOptionViewItem optionFor(QTableView& view)
{
    QStyleOptionViewItem option;
    option.initFrom(&view);
    option.widget = &view;
    option.rect = QRect(0, 0, 100, 30);
    return option;
}

} // namespace

void TestSizeCachingDelegate::hintsAreTheStyledDelegates()
{
    QStandardItemModel model(4, 3);
    const QStringList texts { QStringLiteral("H100 SXM5 80GB"), QStringLiteral("1.23 ms"),
        QStringLiteral("★ 12,345"), QString(), QStringLiteral("TPU v5p"),
        QStringLiteral("−15% … +30%") };
    for (int r = 0; r < 4; ++r) {
        for (int c = 0; c < 3; ++c) {
            auto* item = new QStandardItem(texts.value((r * 3 + c) % texts.size()));
            if (c == 1) {
                QFont bold;
                bold.setBold(true);
                item->setFont(bold);
            }
            if (c == 0)
                item->setData(QColor(Qt::red), Qt::DecorationRole);
            item->setTextAlignment(c == 2 ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft);
            model.setItem(r, c, item);
        }
    }
    QTableView view;
    view.setModel(&model);
    SizeCachingDelegate cached;
    QStyledItemDelegate plain;
    const QStyleOptionViewItem option = optionFor(view);
    for (int pass = 0; pass < 2; ++pass) {
        for (int r = 0; r < 4; ++r) {
            for (int c = 0; c < 3; ++c) {
                const QModelIndex index = model.index(r, c);
                QCOMPARE(cached.sizeHint(option, index), plain.sizeHint(option, index));
            }
        }
    }
    // The second pass found every hint: texts, fonts and decorations repeat.
    QVERIFY(cached.computedCount() <= 12);
    QVERIFY(cached.computedCount() >= 6);
}

void TestSizeCachingDelegate::hintsFollowChanges()
{
    QStandardItemModel model(1, 1);
    model.setItem(0, 0, new QStandardItem(QStringLiteral("1.2")));
    QTableView view;
    view.setModel(&model);
    SizeCachingDelegate cached;
    QStyledItemDelegate plain;
    const QStyleOptionViewItem option = optionFor(view);
    const QModelIndex index = model.index(0, 0);
    const QSize narrow = cached.sizeHint(option, index);
    QCOMPARE(narrow, plain.sizeHint(option, index));
    // A longer figure: a wider hint, the styled delegate's.
    model.setData(index, QStringLiteral("1,234,567.8 tokens/s"));
    const QSize wide = cached.sizeHint(option, index);
    QVERIFY(wide.width() > narrow.width());
    QCOMPARE(wide, plain.sizeHint(option, index));
    // A bigger font for the same text.
    QFont big;
    big.setPointSizeF(big.pointSizeF() * 2);
    model.setData(index, big, Qt::FontRole);
    const QSize bigger = cached.sizeHint(option, index);
    QVERIFY(bigger.width() > wide.width());
    QCOMPARE(bigger, plain.sizeHint(option, index));
    // A decoration.
    model.setData(index, QColor(Qt::blue), Qt::DecorationRole);
    QCOMPARE(cached.sizeHint(option, index), plain.sizeHint(option, index));
    // The model's own size wins.
    model.setData(index, QSize(7, 9), Qt::SizeHintRole);
    QCOMPARE(cached.sizeHint(option, index), QSize(7, 9));
    // Back to the first text and font: found, not computed again.
    model.setData(index, QVariant(), Qt::SizeHintRole);
    model.setData(index, QVariant(), Qt::DecorationRole);
    model.setData(index, QVariant(), Qt::FontRole);
    model.setData(index, QStringLiteral("1.2"));
    const int computed = cached.computedCount();
    QCOMPARE(cached.sizeHint(option, index), narrow);
    QCOMPARE(cached.computedCount(), computed);
}

QTEST_MAIN(TestSizeCachingDelegate)
#include "tst_sizecachingdelegate.moc"
