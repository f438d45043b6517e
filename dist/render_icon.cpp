// hydaspes-render-icon SVG OUT.png SIZE [OUT.png SIZE ...]: renders an SVG
// icon to square PNGs of the given sizes (the hicolor theme's 16..256), at
// build time, so that no rendered PNG is kept in git. Not installed.
#include <cstdio>

#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");  // no display at build time
  QGuiApplication app(argc, argv);
  if (argc < 4 || argc % 2 != 0) {
    std::fprintf(stderr, "usage: %s SVG OUT.png SIZE [OUT.png SIZE ...]\n", argv[0]);
    return 2;
  }
  QSvgRenderer svg(QString::fromLocal8Bit(argv[1]));
  if (!svg.isValid()) {
    std::fprintf(stderr, "%s: not an SVG Qt can draw\n", argv[1]);
    return 1;
  }
  for (int i = 2; i + 1 < argc; i += 2) {
    const int size = QByteArray(argv[i + 1]).toInt();
    if (size < 1 || size > 1024) {
      std::fprintf(stderr, "%s: not a size\n", argv[i + 1]);
      return 2;
    }
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    svg.render(&painter);
    painter.end();
    if (!image.save(QString::fromLocal8Bit(argv[i]), "PNG")) {
      std::fprintf(stderr, "%s: cannot write\n", argv[i]);
      return 1;
    }
  }
  return 0;
}
