import PanelKitCompat
import Testing

/// `Measurement` with `UnitLength`, `UnitMass`, `UnitTemperature`, `UnitDuration` and `UnitSpeed`, and
/// `MeasurementFormatter`, as UIKit code uses them with only `import UIKit`. Conversions use Apple's
/// coefficients (a mile is 1609.34 m); the strings are Apple's for en_US (and de_DE where a test says so).
@Suite("PanelKitCompat: Measurement and MeasurementFormatter")
struct MeasurementCompatTests {
    @Test func conversionsUseApplesCoefficients() {
        let mile = Measurement(value: 1, unit: UnitLength.miles)
        #expect(mile.converted(to: .meters).value == 1609.34)
        #expect(
            abs(Measurement(value: 100, unit: UnitTemperature.celsius).converted(to: .fahrenheit).value - 212) < 1e-6)
        #expect(abs(Measurement(value: 32, unit: UnitTemperature.fahrenheit).converted(to: .celsius).value) < 1e-6)
        #expect(Measurement(value: 2, unit: UnitDuration.hours).converted(to: .minutes).value == 120)
        #expect(abs(Measurement(value: 1, unit: UnitMass.pounds).converted(to: .grams).value - 453.592) < 1e-9)
        #expect(Measurement(value: 1, unit: UnitSpeed.knots).converted(to: .metersPerSecond).value == 0.514444)

        var distance = Measurement(value: 1, unit: UnitLength.kilometers)
        let sum = distance + Measurement(value: 500, unit: UnitLength.meters)
        #expect(sum.value == 1500 && sum.unit == UnitLength.meters, "different units add in the base unit")
        #expect((distance + distance).value == 2 && (distance * 3).value == 3)
        #expect(distance > Measurement(value: 999, unit: UnitLength.meters))
        #expect(distance == Measurement(value: 1000, unit: UnitLength.meters))
        distance.convert(to: .meters)
        #expect(distance.value == 1000 && distance.description == "1000.0 m")
        #expect(UnitLength.baseUnit() == UnitLength.meters && UnitTemperature.baseUnit().symbol == "K")
    }

    @Test func formattedInTheLocalesUnitsUnlessTheUnitIsProvided() {
        let f = MeasurementFormatter()
        f.locale = Locale(identifier: "en_US")
        #expect(f.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "3.107 mi")
        #expect(f.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "68°F")
        #expect(f.string(from: Measurement(value: 1, unit: UnitMass.kilograms)) == "2.205 lb")
        #expect(f.string(from: Measurement(value: 90, unit: UnitSpeed.kilometersPerHour)) == "55.923 mph")

        f.unitOptions = .providedUnit
        #expect(f.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 km")
        #expect(f.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "20°C")
        #expect(f.string(from: Measurement(value: 90, unit: UnitDuration.seconds)) == "90 sec")
        f.unitStyle = .long
        #expect(f.string(from: Measurement(value: 5, unit: UnitLength.kilometers)) == "5 kilometers")
        #expect(f.string(from: Measurement(value: 1, unit: UnitLength.feet)) == "1 foot")
        #expect(f.string(from: Measurement(value: 20, unit: UnitTemperature.celsius)) == "20 degrees Celsius")
        #expect(f.string(from: UnitLength.miles) == "miles")

        let german = MeasurementFormatter()
        german.locale = Locale(identifier: "de_DE")
        #expect(german.string(from: Measurement(value: 5, unit: UnitLength.miles)) == "8,047 km")
    }
}
