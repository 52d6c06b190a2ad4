import CFetch
import Testing

/// The addresses a fetch may connect to without the host being named: public unicast only.
@Suite struct AddressPolicyTests {
    @Test(arguments: [
        "127.0.0.1", "127.255.0.9", "10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1", "169.254.169.254",
        "100.64.0.1", "0.0.0.0", "224.0.0.1", "239.255.255.250", "255.255.255.255", "240.0.0.1", "192.0.2.1",
        "198.18.0.1", "::", "::1", "fe80::1", "fc00::1", "fd12:3456::1", "ff02::1", "::ffff:127.0.0.1",
        "::ffff:10.1.2.3", "::ffff:169.254.169.254", "::127.0.0.1", "64:ff9b::a00:1", "2002:7f00:1::", "2001:db8::1",
        "2001::1", "fec0::1",
    ])
    func nonPublicAddressesAreRefused(_ address: String) {
        #expect(cfetch_text_address_is_public(address) == 0, "\(address) must not be reachable through `any`")
    }

    @Test(arguments: ["1.1.1.1", "8.8.8.8", "93.184.216.34", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111",
                      "::ffff:8.8.8.8", "64:ff9b::808:808", "2002:808:808::1"])
    func publicAddressesAreAllowed(_ address: String) {
        #expect(cfetch_text_address_is_public(address) == 1)
    }

    @Test func textThatIsNoAddressIsSaidSo() {
        #expect(cfetch_text_address_is_public("localhost") == -1)
        #expect(cfetch_text_address_is_public("1.2.3") == -1)
    }
}
